import {
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  BadgeCheck as LucideBadgeCheck,
  Beer as LucideBeer,
  Bold as LucideBold,
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
  Code as LucideCode,
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
  Heading2 as LucideHeading2,
  Headset as LucideHeadset,
  Hexagon as LucideHexagon,
  type LucideIcon,
  ImagePlus as LucideImagePlus,
  Italic as LucideItalic,
  Layers as LucideLayers,
  LayoutDashboard as LucideLayoutDashboard,
  Leaf as LucideLeaf,
  Link as LucideLink,
  List as LucideList,
  ListChecks as LucideListChecks,
  ListOrdered as LucideListOrdered,
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
  Table as LucideTable,
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
import { slim } from "./slim-icon";

export type { LucideIcon };

// The icons of the pages, rendered on the server; each marked pure, so that a bundle keeps only
// those it uses. Islands wrap their own few with slim() instead: this one module of every icon
// would be one chunk in their bundles.

export const ArrowLeft = /* @__PURE__ */ slim(LucideArrowLeft);
export const ArrowRight = /* @__PURE__ */ slim(LucideArrowRight);
export const BadgeCheck = /* @__PURE__ */ slim(LucideBadgeCheck);
export const Beer = /* @__PURE__ */ slim(LucideBeer);
export const Bold = /* @__PURE__ */ slim(LucideBold);
export const Boxes = /* @__PURE__ */ slim(LucideBoxes);
export const CalendarCheck = /* @__PURE__ */ slim(LucideCalendarCheck);
export const CalendarClock = /* @__PURE__ */ slim(LucideCalendarClock);
export const CalendarDays = /* @__PURE__ */ slim(LucideCalendarDays);
export const Check = /* @__PURE__ */ slim(LucideCheck);
export const CheckCircle2 = /* @__PURE__ */ slim(LucideCheckCircle2);
export const ChevronDown = /* @__PURE__ */ slim(LucideChevronDown);
export const CircleCheck = /* @__PURE__ */ slim(LucideCircleCheck);
export const CircleDot = /* @__PURE__ */ slim(LucideCircleDot);
export const ClipboardCheck = /* @__PURE__ */ slim(LucideClipboardCheck);
export const ClipboardList = /* @__PURE__ */ slim(LucideClipboardList);
export const Clock = /* @__PURE__ */ slim(LucideClock);
export const Code = /* @__PURE__ */ slim(LucideCode);
export const Cog = /* @__PURE__ */ slim(LucideCog);
export const Cpu = /* @__PURE__ */ slim(LucideCpu);
export const Cylinder = /* @__PURE__ */ slim(LucideCylinder);
export const Database = /* @__PURE__ */ slim(LucideDatabase);
export const DatabaseZap = /* @__PURE__ */ slim(LucideDatabaseZap);
export const Droplets = /* @__PURE__ */ slim(LucideDroplets);
export const Factory = /* @__PURE__ */ slim(LucideFactory);
export const FileCheck = /* @__PURE__ */ slim(LucideFileCheck);
export const Filter = /* @__PURE__ */ slim(LucideFilter);
export const Flame = /* @__PURE__ */ slim(LucideFlame);
export const FlaskConical = /* @__PURE__ */ slim(LucideFlaskConical);
export const Gauge = /* @__PURE__ */ slim(LucideGauge);
export const Handshake = /* @__PURE__ */ slim(LucideHandshake);
export const HardHat = /* @__PURE__ */ slim(LucideHardHat);
export const Heading2 = /* @__PURE__ */ slim(LucideHeading2);
export const Headset = /* @__PURE__ */ slim(LucideHeadset);
export const Hexagon = /* @__PURE__ */ slim(LucideHexagon);
export const ImagePlus = /* @__PURE__ */ slim(LucideImagePlus);
export const Italic = /* @__PURE__ */ slim(LucideItalic);
export const Layers = /* @__PURE__ */ slim(LucideLayers);
export const LayoutDashboard = /* @__PURE__ */ slim(LucideLayoutDashboard);
export const Leaf = /* @__PURE__ */ slim(LucideLeaf);
export const Link = /* @__PURE__ */ slim(LucideLink);
export const List = /* @__PURE__ */ slim(LucideList);
export const ListChecks = /* @__PURE__ */ slim(LucideListChecks);
export const ListOrdered = /* @__PURE__ */ slim(LucideListOrdered);
export const Loader2 = /* @__PURE__ */ slim(LucideLoader2);
export const Mail = /* @__PURE__ */ slim(LucideMail);
export const MapPin = /* @__PURE__ */ slim(LucideMapPin);
export const Menu = /* @__PURE__ */ slim(LucideMenu);
export const Microscope = /* @__PURE__ */ slim(LucideMicroscope);
export const MonitorSmartphone = /* @__PURE__ */ slim(LucideMonitorSmartphone);
export const Network = /* @__PURE__ */ slim(LucideNetwork);
export const Phone = /* @__PURE__ */ slim(LucidePhone);
export const PhoneCall = /* @__PURE__ */ slim(LucidePhoneCall);
export const Pipette = /* @__PURE__ */ slim(LucidePipette);
export const Quote = /* @__PURE__ */ slim(LucideQuote);
export const Receipt = /* @__PURE__ */ slim(LucideReceipt);
export const Recycle = /* @__PURE__ */ slim(LucideRecycle);
export const RefreshCw = /* @__PURE__ */ slim(LucideRefreshCw);
export const Repeat = /* @__PURE__ */ slim(LucideRepeat);
export const Scale = /* @__PURE__ */ slim(LucideScale);
export const Share2 = /* @__PURE__ */ slim(LucideShare2);
export const ShieldCheck = /* @__PURE__ */ slim(LucideShieldCheck);
export const Sparkles = /* @__PURE__ */ slim(LucideSparkles);
export const SprayCan = /* @__PURE__ */ slim(LucideSprayCan);
export const Sprout = /* @__PURE__ */ slim(LucideSprout);
export const SquareStack = /* @__PURE__ */ slim(LucideSquareStack);
export const Sun = /* @__PURE__ */ slim(LucideSun);
export const Table = /* @__PURE__ */ slim(LucideTable);
export const Thermometer = /* @__PURE__ */ slim(LucideThermometer);
export const Timer = /* @__PURE__ */ slim(LucideTimer);
export const TrendingDown = /* @__PURE__ */ slim(LucideTrendingDown);
export const TrendingUp = /* @__PURE__ */ slim(LucideTrendingUp);
export const Warehouse = /* @__PURE__ */ slim(LucideWarehouse);
export const Waves = /* @__PURE__ */ slim(LucideWaves);
export const Wheat = /* @__PURE__ */ slim(LucideWheat);
export const Workflow = /* @__PURE__ */ slim(LucideWorkflow);
export const Wrench = /* @__PURE__ */ slim(LucideWrench);
export const X = /* @__PURE__ */ slim(LucideX);
export const Zap = /* @__PURE__ */ slim(LucideZap);
