export interface Budgets {
  margin: number;
  routes: Record<string, { js: number; css: number }>;
}
export declare const MARGIN: number;
export declare const BUDGETS_FILE: string;
export declare function budgetsFrom(dir: string, root: string): Budgets;
export declare function breaches(dir: string, root: string, budgets: Budgets): string[];
export declare function readBudgets(root: string): Budgets;
