import type { ImageKey } from '@landman/content';
import oilfieldSunrise from '../../assets/illustrations/oilfield-sunrise.svg?no-inline';
import titleDocuments from '../../assets/illustrations/title-documents.svg?no-inline';
import countyRecords from '../../assets/illustrations/county-records.svg?no-inline';
import familyEstate from '../../assets/illustrations/family-estate.svg?no-inline';
import pipelineRow from '../../assets/illustrations/pipeline-row.svg?no-inline';
import solarWind from '../../assets/illustrations/solar-wind.svg?no-inline';
import lithiumBrine from '../../assets/illustrations/lithium-brine.svg?no-inline';
import permianPlains from '../../assets/illustrations/permian-plains.svg?no-inline';
import pineyWoods from '../../assets/illustrations/piney-woods.svg?no-inline';
import refineryTown from '../../assets/illustrations/refinery-town.svg?no-inline';
import universityTown from '../../assets/illustrations/university-town.svg?no-inline';
import prairieRigs from '../../assets/illustrations/prairie-rigs.svg?no-inline';
import desertBasin from '../../assets/illustrations/desert-basin.svg?no-inline';
import bayouRiver from '../../assets/illustrations/bayou-river.svg?no-inline';
import negotiationTable from '../../assets/illustrations/negotiation-table.svg?no-inline';
import ranchLand from '../../assets/illustrations/ranch-land.svg?no-inline';
import auditLedger from '../../assets/illustrations/audit-ledger.svg?no-inline';
import marketChart from '../../assets/illustrations/market-chart.svg?no-inline';

/**
 * Hashed, self-hosted URL of each illustration. `?no-inline` keeps even small SVGs as files, so
 * pages and scripts stay lean and browsers cache the art across pages.
 */
export const illustrationUrls: Record<ImageKey, string> = {
  'oilfield-sunrise': oilfieldSunrise,
  'title-documents': titleDocuments,
  'county-records': countyRecords,
  'family-estate': familyEstate,
  'pipeline-row': pipelineRow,
  'solar-wind': solarWind,
  'lithium-brine': lithiumBrine,
  'permian-plains': permianPlains,
  'piney-woods': pineyWoods,
  'refinery-town': refineryTown,
  'university-town': universityTown,
  'prairie-rigs': prairieRigs,
  'desert-basin': desertBasin,
  'bayou-river': bayouRiver,
  'negotiation-table': negotiationTable,
  'ranch-land': ranchLand,
  'audit-ledger': auditLedger,
  'market-chart': marketChart,
};
