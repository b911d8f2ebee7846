export { default } from '../../_campaign/articles/ArticleScreen';
