import {
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  BadgeCheck as LucideBadgeCheck,
  Beer as LucideBeer,
  Boxes as LucideBoxes,
  CalendarCheck as LucideCalendarCheck,
  CalendarClock as LucideCalendarClock,
  CalendarDays as LucideCalendarDays,
  Check as LucideCheck,
  CheckCircle2 as LucideCheckCircle2,
  ChevronDown as LucideChevronDown,
  CircleCheck as LucideCircleCheck,
  CircleDot as LucideCircleDot,
  ClipboardCheck as LucideClipboardCheck,
  ClipboardList as LucideClipboardList,
  Clock as LucideClock,
  Cog as LucideCog,
  Cpu as LucideCpu,
  Cylinder as LucideCylinder,
  Database as LucideDatabase,
  DatabaseZap as LucideDatabaseZap,
  Droplets as LucideDroplets,
  Factory as LucideFactory,
  FileCheck as LucideFileCheck,
  Filter as LucideFilter,
  Flame as LucideFlame,
  FlaskConical as LucideFlaskConical,
  Gauge as LucideGauge,
  Handshake as LucideHandshake,
  HardHat as LucideHardHat,
  Headset as LucideHeadset,
  Hexagon as LucideHexagon,
  type LucideIcon,
  Layers as LucideLayers,
  LayoutDashboard as LucideLayoutDashboard,
  Leaf as LucideLeaf,
  ListChecks as LucideListChecks,
  Loader2 as LucideLoader2,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  Menu as LucideMenu,
  Microscope as LucideMicroscope,
  MonitorSmartphone as LucideMonitorSmartphone,
  Network as LucideNetwork,
  Phone as LucidePhone,
  PhoneCall as LucidePhoneCall,
  Pipette as LucidePipette,
  type LucideProps,
  Quote as LucideQuote,
  Receipt as LucideReceipt,
  Recycle as LucideRecycle,
  RefreshCw as LucideRefreshCw,
  Repeat as LucideRepeat,
  Scale as LucideScale,
  Share2 as LucideShare2,
  ShieldCheck as LucideShieldCheck,
  Sparkles as LucideSparkles,
  SprayCan as LucideSprayCan,
  Sprout as LucideSprout,
  SquareStack as LucideSquareStack,
  Sun as LucideSun,
  Thermometer as LucideThermometer,
  Timer as LucideTimer,
  TrendingDown as LucideTrendingDown,
  TrendingUp as LucideTrendingUp,
  Warehouse as LucideWarehouse,
  Waves as LucideWaves,
  Wheat as LucideWheat,
  Workflow as LucideWorkflow,
  Wrench as LucideWrench,
  X as LucideX,
  Zap as LucideZap,
} from "lucide-react";
import { createElement, forwardRef } from "react";

export type { LucideIcon };

// lucide draws every icon with the same presentation attributes (xmlns, fill, stroke, caps,
// joins): app.css sets them once for .lucide, so each inline icon in a page's HTML is about
// 120 bytes shorter. Icons are imported from here, never from lucide-react (biome.json).
const inheritedFromCss = {
  xmlns: undefined,
  fill: undefined,
  stroke: undefined,
  strokeLinecap: undefined,
  strokeLinejoin: undefined,
} as const;

function slim(Icon: LucideIcon): LucideIcon {
  const Slim = forwardRef<SVGSVGElement, LucideProps>((props, ref) =>
    createElement(Icon, { ...inheritedFromCss, ...props, ref }),
  );
  Slim.displayName = Icon.displayName;
  return Slim;
}

export const ArrowLeft = slim(LucideArrowLeft);
export const ArrowRight = slim(LucideArrowRight);
export const BadgeCheck = slim(LucideBadgeCheck);
export const Beer = slim(LucideBeer);
export const Boxes = slim(LucideBoxes);
export const CalendarCheck = slim(LucideCalendarCheck);
export const CalendarClock = slim(LucideCalendarClock);
export const CalendarDays = slim(LucideCalendarDays);
export const Check = slim(LucideCheck);
export const CheckCircle2 = slim(LucideCheckCircle2);
export const ChevronDown = slim(LucideChevronDown);
export const CircleCheck = slim(LucideCircleCheck);
export const CircleDot = slim(LucideCircleDot);
export const ClipboardCheck = slim(LucideClipboardCheck);
export const ClipboardList = slim(LucideClipboardList);
export const Clock = slim(LucideClock);
export const Cog = slim(LucideCog);
export const Cpu = slim(LucideCpu);
export const Cylinder = slim(LucideCylinder);
export const Database = slim(LucideDatabase);
export const DatabaseZap = slim(LucideDatabaseZap);
export const Droplets = slim(LucideDroplets);
export const Factory = slim(LucideFactory);
export const FileCheck = slim(LucideFileCheck);
export const Filter = slim(LucideFilter);
export const Flame = slim(LucideFlame);
export const FlaskConical = slim(LucideFlaskConical);
export const Gauge = slim(LucideGauge);
export const Handshake = slim(LucideHandshake);
export const HardHat = slim(LucideHardHat);
export const Headset = slim(LucideHeadset);
export const Hexagon = slim(LucideHexagon);
export const Layers = slim(LucideLayers);
export const LayoutDashboard = slim(LucideLayoutDashboard);
export const Leaf = slim(LucideLeaf);
export const ListChecks = slim(LucideListChecks);
export const Loader2 = slim(LucideLoader2);
export const Mail = slim(LucideMail);
export const MapPin = slim(LucideMapPin);
export const Menu = slim(LucideMenu);
export const Microscope = slim(LucideMicroscope);
export const MonitorSmartphone = slim(LucideMonitorSmartphone);
export const Network = slim(LucideNetwork);
export const Phone = slim(LucidePhone);
export const PhoneCall = slim(LucidePhoneCall);
export const Pipette = slim(LucidePipette);
export const Quote = slim(LucideQuote);
export const Receipt = slim(LucideReceipt);
export const Recycle = slim(LucideRecycle);
export const RefreshCw = slim(LucideRefreshCw);
export const Repeat = slim(LucideRepeat);
export const Scale = slim(LucideScale);
export const Share2 = slim(LucideShare2);
export const ShieldCheck = slim(LucideShieldCheck);
export const Sparkles = slim(LucideSparkles);
export const SprayCan = slim(LucideSprayCan);
export const Sprout = slim(LucideSprout);
export const SquareStack = slim(LucideSquareStack);
export const Sun = slim(LucideSun);
export const Thermometer = slim(LucideThermometer);
export const Timer = slim(LucideTimer);
export const TrendingDown = slim(LucideTrendingDown);
export const TrendingUp = slim(LucideTrendingUp);
export const Warehouse = slim(LucideWarehouse);
export const Waves = slim(LucideWaves);
export const Wheat = slim(LucideWheat);
export const Workflow = slim(LucideWorkflow);
export const Wrench = slim(LucideWrench);
export const X = slim(LucideX);
export const Zap = slim(LucideZap);
