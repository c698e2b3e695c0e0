import {
  decimalPlaces,
  exact,
  formatDecimal,
  formatFixed,
  formatPercent,
  formatQuantity,
  formatRatio,
  type Exact,
} from './exact-number';
import { anyFilled, readNumber } from './read-inputs';
import { readBoundedText } from './tool-limits';
import { ToolErrors, type ToolOutcome, type ToolValues, type WorkingStep } from './tool-outcome';

/** Rows the form offers: up to four tracts in up to three units (an Oklahoma multi-unit well). */
export const divisionOrderUnits = [1, 2, 3] as const;
export const divisionOrderTracts = [1, 2, 3, 4] as const;

export const unitFields = (unit: number) => ({
  acres: `unit${unit}Acres`,
  lateral: `unit${unit}Lateral`,
});
export const tractFields = (tract: number) => ({
  unit: `tract${tract}Unit`,
  acres: `tract${tract}Acres`,
  interest: `tract${tract}Interest`,
  royalty: `tract${tract}Royalty`,
});
export const ownerDecimalField = 'ownerDecimal';

interface Tract {
  number: number;
  unit: number;
  acres: Exact;
  interest: Exact;
  royalty: Exact;
}

interface Unit {
  number: number;
  acres: Exact;
  lateral?: Exact;
}

function readUnits(values: ToolValues, errors: ToolErrors): Unit[] {
  const units: Unit[] = [];
  for (const number of divisionOrderUnits) {
    const names = unitFields(number);
    if (number > 1 && !anyFilled(values, [names.acres, names.lateral])) continue;
    const acres = readNumber(values, errors, names.acres, `Unit ${number} acres`, {
      required: true,
    });
    const lateral = readNumber(
      values,
      errors,
      names.lateral,
      `Unit ${number} completed lateral length`,
    );
    if (acres) units.push({ number, acres, lateral });
  }
  return units;
}

function readTracts(values: ToolValues, errors: ToolErrors): Tract[] {
  const tracts: Tract[] = [];
  for (const number of divisionOrderTracts) {
    const names = tractFields(number);
    const label = `Tract ${number}`;
    // Read before an empty tract is skipped, so an over-long choice is reported wherever it
    // is; reported as too long, it is then read as the default.
    const unitText = readBoundedText(values, errors, names.unit, `${label} unit`) || '1';
    if (number > 1 && !anyFilled(values, [names.acres, names.interest, names.royalty])) continue;
    const unit = Number(unitText);
    if (!divisionOrderUnits.some((u) => u === unit)) {
      errors.field(names.unit, `${label}: choose unit 1, 2 or 3.`);
    }
    const acres = readNumber(values, errors, names.acres, `${label} acres`, { required: true });
    const interest = readNumber(values, errors, names.interest, `${label} mineral interest`, {
      required: true,
      atMostOne: true,
    });
    const royalty = readNumber(values, errors, names.royalty, `${label} royalty`, {
      required: true,
      atMostOne: true,
    });
    if (acres && interest && royalty) tracts.push({ number, unit, acres, interest, royalty });
  }
  return tracts;
}

/** Each tract against its unit: the unit must exist and be at least as large as its tracts. */
function checkTractsAgainstUnits(tracts: Tract[], units: Unit[], errors: ToolErrors): void {
  for (const tract of tracts) {
    const unit = units.find((u) => u.number === tract.unit);
    if (!unit) {
      errors.field(
        tractFields(tract.number).unit,
        `Tract ${tract.number} is in unit ${tract.unit}, but unit ${tract.unit} has no acres entered.`,
      );
      continue;
    }
    if (tract.acres.compare(unit.acres) > 0) {
      errors.field(
        tractFields(tract.number).acres,
        `Tract ${tract.number} has ${formatQuantity(tract.acres)} acres, more than unit ${unit.number}'s ${formatQuantity(unit.acres)}: unit acres can't be smaller than the tract acres inside the unit.`,
      );
    }
  }
  for (const unit of units) {
    const inUnit = tracts.filter((t) => t.unit === unit.number);
    const total = inUnit.reduce((sum, t) => sum.add(t.acres), exact(0));
    if (inUnit.length > 1 && total.compare(unit.acres) > 0) {
      errors.form(
        `The tracts in unit ${unit.number} add up to ${formatQuantity(total)} acres, more than the unit's ${formatQuantity(unit.acres)}.`,
      );
    }
  }
}

/**
 * The owner's decimal interest in a well: for each tract, mineral interest x tract acres / unit
 * acres x royalty, added up per unit; a well completed in several Oklahoma units is allocated by
 * the completed lateral length in each (52 O.S. section 87.8). Exact until displayed.
 */
export function divisionOrderDecimal(values: ToolValues): ToolOutcome {
  const errors = new ToolErrors();
  const units = readUnits(values, errors);
  const tracts = readTracts(values, errors);
  const ownerDecimal = readNumber(
    values,
    errors,
    ownerDecimalField,
    'The decimal on your division order',
    {
      atMostOne: true,
      allowZero: true,
    },
  );
  if (errors.any) return errors.outcome();
  checkTractsAgainstUnits(tracts, units, errors);
  const multiUnit = units.length > 1;
  if (multiUnit) {
    for (const unit of units) {
      if (!unit.lateral) {
        errors.field(
          unitFields(unit.number).lateral,
          `Enter unit ${unit.number}'s completed lateral length: a well in several units is shared out by it.`,
          true,
        );
      }
    }
  }
  if (errors.any) return errors.outcome();

  const steps: WorkingStep[] = [];
  const unitDecimals = new Map<number, Exact>();
  for (const tract of tracts) {
    const unit = units.find((u) => u.number === tract.unit)!;
    const share = royaltyDecimal(tract.interest.mul(tract.acres), unit.acres, tract.royalty);
    unitDecimals.set(unit.number, (unitDecimals.get(unit.number) ?? exact(0)).add(share));
    steps.push({
      label: `Tract ${tract.number}${multiUnit ? ` (unit ${unit.number})` : ''}`,
      working: `${formatRatio(tract.interest)} mineral interest x ${formatQuantity(tract.acres)} ac / ${formatQuantity(unit.acres)} ac x ${formatRatio(tract.royalty)} royalty`,
      result: `${formatDecimal(share)} (exactly ${formatRatio(share)})`,
    });
  }

  let wellDecimal = exact(0);
  if (!multiUnit) {
    wellDecimal = unitDecimals.get(units[0]!.number) ?? exact(0);
    if (tracts.length > 1) {
      steps.push({
        label: 'Tracts added together',
        working: tracts.map((t) => `tract ${t.number}`).join(' + '),
        result: `${formatDecimal(wellDecimal)} (exactly ${formatRatio(wellDecimal)})`,
      });
    }
  } else {
    const totalLateral = units.reduce((sum, u) => sum.add(u.lateral!), exact(0));
    steps.push({
      label: 'Completed lateral length in all units',
      working: units.map((u) => `${formatQuantity(u.lateral!)} ft`).join(' + '),
      result: `${formatQuantity(totalLateral)} ft`,
    });
    for (const unit of units) {
      const unitDecimal = unitDecimals.get(unit.number) ?? exact(0);
      const allocation = unit.lateral!.div(totalLateral);
      const part = unitDecimal.mul(allocation);
      wellDecimal = wellDecimal.add(part);
      steps.push({
        label: `Unit ${unit.number}: your unit decimal x the unit's share of the lateral`,
        working: `${formatDecimal(unitDecimal)} x ${formatQuantity(unit.lateral!)} ft / ${formatQuantity(totalLateral)} ft (${formatPercent(allocation)})`,
        result: `${formatDecimal(part)} (exactly ${formatRatio(part)})`,
      });
    }
    steps.push({
      label: 'Well decimal (units added together)',
      working: units.map((u) => `unit ${u.number}`).join(' + '),
      result: `${formatDecimal(wellDecimal)} (exactly ${formatRatio(wellDecimal)})`,
    });
  }

  return {
    status: 'done',
    result: {
      headlines: [{ label: 'Decimal from your inputs', value: formatDecimal(wellDecimal) }],
      steps,
      tables: [],
      notes: [
        ...decimalComparison(wellDecimal, ownerDecimal),
        ...(multiUnit
          ? [
              'Oklahoma allocates a well completed in more than one unit to each unit by the completed lateral length in it (52 O.S. section 87.8); the lengths come from the completion report or the operator.',
            ]
          : []),
      ],
    },
  };
}

/**
 * A royalty decimal: net mineral acres (mineral interest x tract acres) / unit acres x royalty.
 * Exact; the tools and the assistant's chat work it out with this one function.
 */
export const royaltyDecimal = (netMineralAcres: Exact, unitAcres: Exact, royalty: Exact): Exact =>
  netMineralAcres.div(unitAcres).mul(royalty);

/**
 * The owner's printed decimal beside the computed one, rounded to the places the division order
 * prints (8 as a rule; more when the owner typed more, as some operators print 10): a difference,
 * never a verdict. The /tools page and the chat word it alike.
 */
export function decimalComparison(computed: Exact, ownerDecimal: Exact | undefined): string[] {
  if (ownerDecimal === undefined) return [];
  const places = Math.max(decimalPlaces, printedPlaces(ownerDecimal));
  const shown = exact(formatFixed(computed, places));
  const difference = ownerDecimal.sub(shown);
  const owners = formatFixed(ownerDecimal, places);
  if (difference.equals(0)) {
    return [
      `The decimal on your division order, ${owners}, matches the inputs you gave to ${places} decimal places.`,
    ];
  }
  const direction = difference.compare(0) > 0 ? 'higher' : 'lower';
  return [
    `The decimal on your division order, ${owners}, differs from the inputs you gave by ${formatFixed(difference.abs(), places)} (it is ${direction}).`,
    'A difference can come from figures this page does not have: the unit survey acreage, another lease or an unleased interest, a title question or a lease clause. It is a question worth asking the operator, with these steps in hand.',
  ];
}

/** The most places a printed decimal is read to: more than any division order prints. */
const maxPrintedPlaces = 12;

/**
 * How many places a typed decimal has (0.0117187512 has 10): the places of its exact value when
 * it ends, none for a fraction such as 1/3 that never does. Counted on the value, not the text,
 * so trailing zeros add nothing.
 */
function printedPlaces(value: Exact): number {
  for (let places = 0; places <= maxPrintedPlaces; places += 1) {
    if ((value.n * 10n ** BigInt(places)) % value.d === 0n) return places;
  }
  return 0;
}
