/**
 * React 19 renders the <title>, <meta>, <link> and preload tags of a tree that is not a whole
 * document at the very start of its HTML. They belong in <head>: this splits them off.
 * Attribute values and title text arrive escaped, so no tag can hide a `>` or `</title>`.
 */
const hoistedTag =
  /^(?:<(?:meta|link)\b[^>]*\/?>|<title\b[^>]*>[^<]*<\/title>|<style\b[^>]*>[^<]*<\/style>|<script\b[^>]*><\/script>)/;

export function splitHoistedHead(markup: string): { head: string; body: string } {
  let rest = markup;
  let head = '';
  for (let match = hoistedTag.exec(rest); match; match = hoistedTag.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}
