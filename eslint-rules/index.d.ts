import type { Rule } from 'eslint';

/** The local plugin's shape, for the rules' unit tests (the plugin itself is plain JS). */
declare const plugin: {
  rules: {
    'feature-folders': Rule.RuleModule;
    'route-literals': Rule.RuleModule;
    'area-entry': Rule.RuleModule;
  };
};

export default plugin;
