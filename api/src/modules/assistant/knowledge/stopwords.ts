/**
 * Words that say nothing about the topic. Left in, "how do I ..." would rank every page with
 * "how" in it; taken out, retrieval scores only on the words that carry the question.
 */
export const stopwords: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can could did do does doing down during each few for from further get
  got had has have having he her here hers him his how i if in into is it its itself just know let
  me more most my myself no nor not now of off on once only or other our ours out over own please
  same she should so some such than that the their them then there these they this those through
  to too under until up us very want was we were what when where which while who whom why will
  with would you your yours yourself hi hello hey thanks thank tell ask question wondering im id
  ive dont doesnt cant wont like need help looking really much many way thing things something
  anything anyone someone someone`
    .trim()
    .split(/\s+/),
);
