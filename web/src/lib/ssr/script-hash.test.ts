import { scriptHashSource } from './script-hash';

describe('scriptHashSource', () => {
  it('is the CSP source for the sha256 of the script text, as browsers compute it', () => {
    // The CSP specification's own example: sha256 of "alert('Hello, world.');".
    expect(scriptHashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});
