import { namedOnlyAsResidence } from './place-roles';

describe('where a person lives is not where the minerals lie', () => {
  it.each([
    ['My brother moved to Nevada and wants his share of the royalties sold', 'Nevada'],
    ["I'm in Oregon now, the land is in Lea County", 'Oregon'],
    ['our mother in Florida signed the lease last year', 'Florida'],
    ['I live in Texas but my acreage is in Kansas', 'Texas'],
    ['I am an investor in Arizona looking at royalties in Lea County', 'Arizona'],
    ['our buyer from Ohio wants the title checked on our Rusk County tract', 'Ohio'],
    ['six of us, spread from Maine to Arizona, share a tract in Reeves County', 'Arizona'],
    ['six of us, spread from Maine to Arizona, share a tract in Reeves County', 'Maine'],
    ['the cousins are scattered all over Georgia; the land is near Tyler', 'Georgia'],
    ['my two aunts live in Idaho and Vermont, the tract is in Caddo Parish', 'Vermont'],
    ['the co-owners reside in Utah, Nevada or Kansas', 'Kansas'],
  ])('reads "%s" as naming %s only as a home', (text, place) => {
    expect(namedOnlyAsResidence(text, place)).toBe(true);
  });

  it.each([
    ['I live in Texas but my acreage is in Kansas', 'Kansas'],
    ['we have a producing well in Arkansas', 'Arkansas'],
    ['we are from Utah and the minerals are in Utah too', 'Utah'],
    ['any work near the Arkansas line?', 'Arkansas'],
    ['an investor looking at royalties in Kansas', 'Kansas'],
    ['my sister lives in Ohio and the minerals are in Kansas', 'Kansas'],
    ['we live in a trailer and Kansas is where the well is', 'Kansas'],
    ['my sister lives in Ohio and Kansas has the minerals', 'Kansas'],
  ])('reads "%s" as naming %s as the place of the question', (text, place) => {
    expect(namedOnlyAsResidence(text, place)).toBe(false);
  });
});
