import type { ReadMessage } from './read-message';

/**
 * Topics the assistant plainly does not cover. Commodity prices are here too: the site publishes
 * no market data, and a guess would be an invented figure.
 */
const offTopic: readonly RegExp[] = [
  /\b(weather|forecast|joke|jokes|riddle|recipe|recipes|cooking|football|basketball|baseball|soccer|nfl|nba|mlb|movie|movies|song|songs|lyrics|poem|poetry|bitcoin|crypto|cryptocurrency|stock market|stock price|stocks|homework|essay|python|javascript|coding|programming|dating|horoscope|lottery|election|politics|celebrity|video game|restaurant|restaurants|pizza|vacation|hotel|hotels|flight|flights|bbq|barbecue|steak|steakhouse|casino|plumber|electrician|mechanic|fishing|golf|bar|bars)\b/,
  /\b(oil|gas|crude|lithium) (is )?(trading|selling|going for)\b/,
  /\b(who will|who is going to|whos going to|who won) (win|the game)\b|\b(game|match) (tonight|today|this weekend)\b/,
  /\b(oil|gas|natural gas|crude|lithium|commodity|gasoline) (price|prices)\b/,
  /\bprice of (oil|gas|natural gas|crude|lithium|gasoline)\b/,
  /\b(wti|brent|henry hub)\b/,
  /\bcapital of\b/,
  /\bwrite (me )?(a|an) (poem|song|story|essay|code|program|letter)\b/,
];

export function isOffTopic(analysis: ReadMessage): boolean {
  return offTopic.some((p) => p.test(analysis.text));
}
