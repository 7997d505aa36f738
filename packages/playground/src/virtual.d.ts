declare module 'virtual:rule-examples' {
  const examples: readonly { readonly rule: string; readonly n: number; readonly label: string; readonly text: string }[];
  export default examples;
}
