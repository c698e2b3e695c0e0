import { divisionOrderDecimal } from './division-order';
import type { ToolOutcome, ToolValues } from './tool-outcome';

function decimalOf(values: ToolValues): string {
  const outcome = divisionOrderDecimal(values);
  if (outcome.status !== 'done') throw new Error(JSON.stringify(outcome));
  return outcome.result.headlines[0]!.value;
}

const errorsOf = (outcome: ToolOutcome) => (outcome.status === 'invalid' ? outcome : undefined);

describe('division order decimal: worked examples to 8 places', () => {
  it.each([
    // 10 net mineral acres in a 640-acre unit at 3/16: 0.0029296875 rounds half-up.
    [
      { tract1Acres: '10', tract1Interest: '1', tract1Royalty: '3/16', unit1Acres: '640' },
      '0.00292969',
    ],
    [
      { tract1Acres: '40', tract1Interest: '1/2', tract1Royalty: '1/8', unit1Acres: '640' },
      '0.00390625',
    ],
    [
      { tract1Acres: '80', tract1Interest: '1/4', tract1Royalty: '1/5', unit1Acres: '1280' },
      '0.00312500',
    ],
    [
      { tract1Acres: '160', tract1Interest: '1/3', tract1Royalty: '3/16', unit1Acres: '640' },
      '0.01562500',
    ],
    [
      { tract1Acres: '40', tract1Interest: '1/6', tract1Royalty: '20%', unit1Acres: '640' },
      '0.00208333',
    ],
    // Decimals typed as decimals stay exact (0.1 is a tenth, not a binary float).
    [
      {
        tract1Acres: '37.5',
        tract1Interest: '0.375',
        tract1Royalty: '0.225',
        unit1Acres: '704.23',
      },
      '0.00449294',
    ],
    [
      { tract1Acres: '1,280', tract1Interest: '1/2', tract1Royalty: '1/4', unit1Acres: '1,280' },
      '0.12500000',
    ],
  ])('%j gives %s', (values, expected) => {
    expect(decimalOf(values)).toBe(expected);
  });

  it('adds several tracts in one unit (19/1280 = 0.01484375), each step written out', () => {
    const outcome = divisionOrderDecimal({
      tract1Acres: '40',
      tract1Interest: '1/2',
      tract1Royalty: '3/16',
      tract2Acres: '80',
      tract2Interest: '1/4',
      tract2Royalty: '3/16',
      tract3Acres: '10',
      tract3Interest: '1',
      tract3Royalty: '1/5',
      unit1Acres: '640',
    });
    expect(outcome.status).toBe('done');
    if (outcome.status !== 'done') return;
    expect(outcome.result.headlines[0]!.value).toBe('0.01484375');
    expect(outcome.result.steps.map((s) => s.result)).toEqual([
      '0.00585938 (exactly 3/512)',
      '0.00585938 (exactly 3/512)',
      '0.00312500 (exactly 1/320)',
      '0.01484375 (exactly 19/1280)',
    ]);
    expect(outcome.result.steps[0]!.working).toBe(
      '1/2 mineral interest x 40 ac / 640 ac x 3/16 royalty',
    );
  });

  it('allocates an Oklahoma multi-unit well by completed lateral length (52 O.S. 87.8)', () => {
    const outcome = divisionOrderDecimal({
      tract1Acres: '160',
      tract1Interest: '1/2',
      tract1Royalty: '3/16',
      tract1Unit: '1',
      tract2Acres: '40',
      tract2Interest: '1',
      tract2Royalty: '1/5',
      tract2Unit: '2',
      unit1Acres: '640',
      unit1Lateral: '4620',
      unit2Acres: '640',
      unit2Lateral: '5,280',
    });
    if (outcome.status !== 'done') throw new Error(JSON.stringify(outcome));
    expect(outcome.result.headlines[0]!.value).toBe('0.01760417');
    const results = outcome.result.steps.map((s) => s.result);
    expect(results).toContain('9,900 ft');
    expect(results).toContain('0.01093750 (exactly 7/640)');
    expect(results).toContain('0.00666667 (exactly 1/150)');
    expect(results.at(-1)).toBe('0.01760417 (exactly 169/9600)');
  });

  it('counts a unit the owner has no tract in toward the lateral, three units', () => {
    expect(
      decimalOf({
        tract1Acres: '120',
        tract1Interest: '3/8',
        tract1Royalty: '1/4',
        tract1Unit: '1',
        tract2Acres: '40',
        tract2Interest: '3/8',
        tract2Royalty: '1/4',
        tract2Unit: '2',
        unit1Acres: '640',
        unit1Lateral: '2500',
        unit2Acres: '1280',
        unit2Lateral: '5000',
        unit3Acres: '640',
        unit3Lateral: '2750',
      }),
    ).toBe('0.00571646');
  });

  it("compares the owner's decimal as a difference from the inputs, never as a verdict", () => {
    const base = {
      tract1Acres: '10',
      tract1Interest: '1',
      tract1Royalty: '3/16',
      unit1Acres: '640',
    };
    const differs = divisionOrderDecimal({ ...base, ownerDecimal: '0.00293' });
    const matches = divisionOrderDecimal({ ...base, ownerDecimal: '0.00292969' });
    if (differs.status !== 'done' || matches.status !== 'done') throw new Error('not computed');
    expect(differs.result.notes[0]).toBe(
      'The decimal on your division order, 0.00293000, differs from the inputs you gave by 0.00000031 (it is higher).',
    );
    expect(matches.result.notes[0]).toContain('matches the inputs you gave to 8 decimal places');
    // Printed to 10 places, the owner's decimal is compared to 10: a difference the 8-place
    // figure would round away is shown, never "differs by 0.00000000".
    const tenPlaces = divisionOrderDecimal({ ...base, ownerDecimal: '0.0029296900' });
    const tenPlacesOff = divisionOrderDecimal({ ...base, ownerDecimal: '0.0029296912' });
    if (tenPlaces.status !== 'done' || tenPlacesOff.status !== 'done')
      throw new Error('not computed');
    expect(tenPlaces.result.notes[0]).toContain('matches the inputs you gave to 8 decimal places');
    expect(tenPlacesOff.result.notes[0]).toBe(
      'The decimal on your division order, 0.0029296912, differs from the inputs you gave by 0.0000000037 (it is higher).',
    );
    const text = JSON.stringify([differs, matches]).toLowerCase();
    expect(text).not.toMatch(/\bwrong\b|\bincorrect\b|\bfair\b/);
  });
});

describe('division order decimal: inputs it cannot use', () => {
  const base = {
    tract1Acres: '40',
    tract1Interest: '1/2',
    tract1Royalty: '3/16',
    unit1Acres: '640',
  };

  it('refuses zero and negative acres', () => {
    expect(
      errorsOf(divisionOrderDecimal({ ...base, tract1Acres: '0' }))?.fieldErrors.tract1Acres
        ?.message,
    ).toBe('Tract 1 acres must be more than zero.');
    expect(
      errorsOf(divisionOrderDecimal({ ...base, unit1Acres: '-640' }))?.fieldErrors.unit1Acres
        ?.message,
    ).toBe("Unit 1 acres can't be negative.");
  });

  it('refuses a fraction above 1', () => {
    expect(
      errorsOf(divisionOrderDecimal({ ...base, tract1Royalty: '16/3' }))?.fieldErrors.tract1Royalty
        ?.message,
    ).toMatch(/^Tract 1 royalty can't be more than the whole/);
  });

  it('refuses unit acres smaller than the tract acres', () => {
    expect(
      errorsOf(divisionOrderDecimal({ ...base, unit1Acres: '20' }))?.fieldErrors.tract1Acres
        ?.message,
    ).toBe(
      "Tract 1 has 40 acres, more than unit 1's 20: unit acres can't be smaller than the tract acres inside the unit.",
    );
  });

  it('marks empty required fields as missing, and asks for lateral lengths in a multi-unit well', () => {
    const empty = errorsOf(divisionOrderDecimal({}));
    expect(empty?.fieldErrors.tract1Acres).toEqual({
      message: 'Enter tract 1 acres.',
      missing: true,
    });
    const noLateral = errorsOf(divisionOrderDecimal({ ...base, unit2Acres: '640' }));
    expect(noLateral?.fieldErrors.unit1Lateral?.message).toMatch(/completed lateral length/);
  });

  it('says what it reads when the text is not a number', () => {
    expect(
      errorsOf(divisionOrderDecimal({ ...base, tract1Interest: 'half' }))?.fieldErrors
        .tract1Interest?.message,
    ).toBe('Tract 1 mineral interest: enter a number such as 10, 0.1875, 3/16 or 18.75%.');
  });
});
