/**
 * Counties and parishes of the four states whose names run to more than one word. Visitors
 * type them in lower case ("roger mills county"), where capitals cannot tell the name from the
 * words before it, so these are matched by name; single-word names need no list.
 */
const multiWordNames = [
  // Texas
  'Deaf Smith',
  'El Paso',
  'Fort Bend',
  'Jeff Davis',
  'Jim Hogg',
  'Jim Wells',
  'La Salle',
  'Live Oak',
  'Palo Pinto',
  'Red River',
  'San Augustine',
  'San Jacinto',
  'San Patricio',
  'San Saba',
  'Tom Green',
  'Val Verde',
  'Van Zandt',
  // Oklahoma
  'Le Flore',
  'Roger Mills',
  // New Mexico
  'De Baca',
  'Doña Ana',
  'Los Alamos',
  'Rio Arriba',
  'San Juan',
  'San Miguel',
  'Santa Fe',
  // Louisiana (La Salle and Red River are parishes there too)
  'East Baton Rouge',
  'East Carroll',
  'East Feliciana',
  'Jefferson Davis',
  'Pointe Coupee',
  'St. Bernard',
  'St. Charles',
  'St. Helena',
  'St. James',
  'St. John the Baptist',
  'St. Landry',
  'St. Martin',
  'St. Mary',
  'St. Tammany',
  'West Baton Rouge',
  'West Carroll',
  'West Feliciana',
] as const;

/** How a name may be typed: any case and spacing, "St"/"St."/"Saint", "Dona" for "Doña". */
function spellings(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      if (word === 'St.') return '(?:st\\.?|saint)';
      if (word === 'Doña') return 'do[nñ]a';
      return word.toLowerCase();
    })
    .join('\\s+');
}

const pattern = new RegExp(
  `\\b(${multiWordNames.map(spellings).join('|')})\\s+(county|parish)\\b`,
  'gi',
);

const properName = (typed: string): string =>
  multiWordNames.find((name) => new RegExp(`^${spellings(name)}$`, 'i').test(typed)) ?? typed;

/**
 * The same names as phrases for the place matcher, so "deaf smith county" is one county there
 * and not "Smith County" (Tyler's) with a stray word before it.
 */
export const multiWordCountyPhrases: readonly string[] = multiWordNames.flatMap((name) =>
  [name, name.replace(/^St\. /, 'Saint ')].flatMap((n) => [`${n} County`, `${n} Parish`]),
);

export interface CountyMention {
  /** "Roger Mills County", spelled as the county spells itself. */
  name: string;
  /** Where the mention starts and ends in the message. */
  start: number;
  end: number;
}

/** Every multi-word county or parish the text names, in the order it names them. */
export function multiWordCountiesIn(text: string): CountyMention[] {
  return [...text.matchAll(pattern)].map((m) => ({
    name: `${properName(m[1]!)} ${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1).toLowerCase()}`,
    start: m.index,
    end: m.index + m[0].length,
  }));
}
