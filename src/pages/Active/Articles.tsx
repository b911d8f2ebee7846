export { default } from '../_campaign/articles/ArticleListScreen';
