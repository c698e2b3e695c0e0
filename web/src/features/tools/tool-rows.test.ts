import { toolDefinitions } from '@landman/content';
import { removeRow, rowsInUse } from './tool-rows';

const decimal = toolDefinitions['division-order-decimal'];

describe('optional rows', () => {
  it('a row is in use once it holds a typed figure or an error, not its own default', () => {
    expect(rowsInUse(decimal, { tract2Unit: '1' }, {})).toEqual(new Set());
    expect(rowsInUse(decimal, { tract3Acres: '5', unit2Acres: '640' }, {})).toEqual(
      new Set(['Tract 3', 'Unit 2']),
    );
    expect(
      rowsInUse(decimal, {}, { tract4Royalty: { message: 'Enter a royalty.', missing: true } }),
    ).toEqual(new Set(['Tract 4']));
  });

  it('removing a row moves the shown rows after it up and empties the last', () => {
    const { values, open } = removeRow(
      decimal,
      'Tract 2',
      {
        tract1Acres: '10',
        tract2Acres: '20',
        tract2Unit: '2',
        tract3Acres: '30',
        tract3Interest: '1/2',
        tract3Unit: '3',
      },
      new Set(['Tract 2', 'Tract 3']),
    );
    expect(open).toEqual(new Set(['Tract 2']));
    expect(values).toMatchObject({
      tract1Acres: '10',
      tract2Acres: '30',
      tract2Interest: '1/2',
      tract2Unit: '3',
      tract3Acres: '',
      tract3Interest: '',
      tract3Unit: '1',
    });
  });

  it('leaves other series and required rows alone', () => {
    const start = { unit2Acres: '640', tract2Acres: '20' };
    const shown = new Set(['Tract 2', 'Unit 2']);
    const { values, open } = removeRow(decimal, 'Unit 2', start, shown);
    expect(open).toEqual(new Set(['Tract 2']));
    expect(values).toMatchObject({ tract2Acres: '20', unit2Acres: '' });
    expect(removeRow(decimal, 'Tract 1', start, shown).open).toEqual(shown);
  });
});
