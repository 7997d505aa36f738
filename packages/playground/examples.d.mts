export interface RuleExample {
  readonly rule: string;
  readonly n: number;
  readonly label: string;
  readonly text: string;
}
export function examplesOfPage(markdown: string): Omit<RuleExample, 'rule'>[];
export function ruleExamples(docsDir: string): RuleExample[];
