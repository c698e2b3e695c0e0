import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BalanceIcon from '@mui/icons-material/Balance';
import BatteryChargingFullIcon from '@mui/icons-material/BatteryChargingFull';
import BoltIcon from '@mui/icons-material/Bolt';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LandscapeIcon from '@mui/icons-material/Landscape';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MapIcon from '@mui/icons-material/Map';
import OilBarrelIcon from '@mui/icons-material/OilBarrel';
import PaymentsIcon from '@mui/icons-material/Payments';
import RouteIcon from '@mui/icons-material/Route';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import SearchIcon from '@mui/icons-material/Search';
import ShieldIcon from '@mui/icons-material/Shield';
import SolarPowerIcon from '@mui/icons-material/SolarPower';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedIcon from '@mui/icons-material/Verified';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WindPowerIcon from '@mui/icons-material/WindPower';
import type { IconName } from '@landman/content';

/** Every Material icon module has this shape. */
export type MaterialIcon = typeof SearchIcon;

/**
 * The Material icon behind each icon name content uses. Pages never import this table: it is
 * drawn once into the sprite src/assets/content-icons.svg (`npm run icons -w web`), which
 * browsers fetch and cache like an image, so the icons add no JavaScript to any page.
 */
export const iconSources: Record<IconName, MaterialIcon> = {
  search: SearchIcon,
  'fact-check': FactCheckIcon,
  gavel: GavelIcon,
  payments: PaymentsIcon,
  family: FamilyRestroomIcon,
  handshake: HandshakeIcon,
  route: RouteIcon,
  landscape: LandscapeIcon,
  bolt: BoltIcon,
  oil: OilBarrelIcon,
  science: ScienceIcon,
  map: MapIcon,
  schedule: ScheduleIcon,
  description: DescriptionIcon,
  balance: BalanceIcon,
  shield: ShieldIcon,
  trending: TrendingUpIcon,
  water: WaterDropIcon,
  solar: SolarPowerIcon,
  wind: WindPowerIcon,
  battery: BatteryChargingFullIcon,
  'account-balance': AccountBalanceIcon,
  location: LocationOnIcon,
  groups: GroupsIcon,
  assignment: AssignmentIcon,
  verified: VerifiedIcon,
  warning: WarningAmberIcon,
  school: SchoolIcon,
  apartment: ApartmentIcon,
  agriculture: AgricultureIcon,
};
