/**
 * Words the intent rules key on, so the spelling corrector can repair them ("shedule",
 * "consultaion", "turnarround"). Lexicon words (services, places) are added separately.
 */
export const intentVocabulary: readonly string[] = `
  schedule scheduling appointment consultation consult meeting available availability
  quote estimate proposal pricing price prices cost costs charge charges expensive
  turnaround turnround quickly rush standard extended discounted premium
  legal lawyer attorney advice lawsuit inherit inherits inheritance enforceable binding valid
  services service offer offering locations location areas coverage cover states
  contact person human someone speak talk representative
  hello thanks thank goodbye
  experience credentials background track record recovered recover figures
  response respond reply hear back
  email phone name
  cancel restart nevermind
`
  .trim()
  .split(/\s+/);
