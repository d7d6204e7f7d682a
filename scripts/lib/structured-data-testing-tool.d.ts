// structured-data-testing-tool ships no types: what scripts/lib/structured-data.ts uses of it.
declare module 'structured-data-testing-tool' {
  const sdtt: { structuredDataTest(input: Buffer | string, options: { presets?: object[]; auto?: boolean }): Promise<unknown> }
  export default sdtt
}
declare module 'structured-data-testing-tool/presets.js' {
  const presets: { Google: { name: string; description: string; presets: unknown[] } }
  export default presets
}
