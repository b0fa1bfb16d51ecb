import type { Translation } from "../../translation";
import type fr from "../fr/automation.server";

const automation: Translation<typeof fr> = {
  meta: {
    title: "Industrial automation: PLC, HMI and SCADA",
    description:
      "PLC programming, HMI screens, SCADA supervision and MES traceability for process lines in Belgium and northern France, from design to commissioning.",
  },
  hero: {
    eyebrow: "Automation and industrial IT",
    title: "Industrial automation: PLC, HMI and SCADA",
    intro:
      "From functional specification to commissioning, we program your PLCs, design your HMI screens and deploy the supervision that keeps your process lines reliable, traceable and ready to grow.",
    cta: "Discuss your project",
  },
  solutions: {
    eyebrow: "Our solutions",
    title: "Six areas of expertise, one point of contact",
    intro:
      "We work on new installations and on lines in production alike, from a stand-alone skid to a complete plant.",
    items: [
      {
        title: "PLC programming",
        description:
          "Siemens S7-⁠1500 in TIA Portal, Rockwell ControlLogix in Studio 5000, Schneider Modicon M580: ISA-⁠88 structured programs, proven block libraries, commented code delivered with its sources.",
      },
      {
        title: "Operator interfaces (HMI)",
        description:
          "Screens designed with your operators: navigation by process unit, ISA-⁠18.2 alarm prioritisation, recipe and user-access management, on touch panels or stainless industrial PCs.",
      },
      {
        title: "SCADA supervision",
        description:
          "WinCC, AVEVA, Ignition or PcVue: process overviews, historian, trend charts and centralised alarm handling, on a single station or in a redundant client-server architecture.",
      },
      {
        title: "MES, traceability and data",
        description:
          "Batch tracking and material genealogy, production reports, OEE calculation and data exchange with your ERP over OPC UA or SQL. 21 CFR Part 11 compliant records when pharma requires it.",
      },
      {
        title: "Retrofit and PLC migration",
        description:
          "S5 to S7-⁠1500, PLC-⁠5 or SLC 500 to ControlLogix, Modicon TSX to M580: we take over the existing logic, rehearse the cut-over and migrate in stages to keep downtime short.",
      },
      {
        title: "Remote support and maintenance",
        description:
          "Remote access over industrial VPN, fast diagnostics, preventive maintenance, program backups and 24/7 on-call support under contract, with on-site service across Belgium and northern France.",
      },
    ],
  },
  expertise: {
    eyebrow: "Our method",
    title: "An engineering approach, from analysis to support",
    intro:
      "Every project follows a documented approach, based on GAMP 5 in pharma and on the V-model elsewhere, so that what we deliver is exactly what was specified.",
    paragraphs: [
      "Our automation engineers understand the processes they control: a CIP sequence, a pasteurisation step, a clean-room pressure cascade or a fermentation temperature loop. The program is built around the process, not the other way round.",
      "Everything is tested before it reaches your site: process simulation, factory acceptance tests (FAT) witnessed by your team, then site acceptance tests (SAT). You receive a complete file: functional specification, I/O list, source code and operator manuals.",
    ],
    imageAlt:
      "Engineer in a control room in front of process-line SCADA screens, next to an open automation cabinet",
    stepsTitle: "Project stages",
    steps: [
      {
        title: "Functional specification",
        description:
          "Requirements gathered from production, quality and maintenance; functional specification, sequence charts and I/O list written and agreed.",
      },
      {
        title: "Architecture and design",
        description:
          "Hardware selection, network architecture (Profinet, EtherNet/IP, Modbus TCP), IEC 62443 network segmentation and electrical drawings.",
      },
      {
        title: "Programming and simulation",
        description:
          "PLC, HMI and SCADA development, with process simulation to prove sequences, interlocks and alarms before anyone sets foot on site.",
      },
      {
        title: "Factory acceptance test (FAT)",
        description:
          "Tested on the panel or a test rig against a protocol agreed with you: every I/O point and every sequence is checked.",
      },
      {
        title: "Commissioning",
        description:
          "Site acceptance tests (SAT), water trials then production runs, PID loop tuning and training for your operators and maintenance technicians.",
      },
      {
        title: "Support and upgrades",
        description:
          "Warranty, remote maintenance, on-call support under contract and program changes as you add products and extend your lines.",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefits",
    title: "What you gain",
    intro:
      "Good automation shows on the shop floor: fewer stoppages, less waste and data you can actually trust.",
    items: [
      "Higher OEE through faster changeovers and shorter CIP cycles",
      "Batch-by-batch traceability, ready for IFS, BRCGS or GMP audits",
      "Fewer, more relevant alarms that operators actually act on",
      "Water, steam and energy use measured, then optimised",
      "Structured, documented code your maintenance team can take over",
      "Spare parts available again once obsolete PLCs are replaced",
      "A segmented plant network and secure remote access",
      "One point of contact, from the control panel to the SCADA",
    ],
  },
  partnership: {
    eyebrow: "Partnership",
    title: "An independent integrator, at home with every major brand",
    intro:
      "We do not sell a brand: together we choose the platform that best fits your site, your standards and your maintenance team.",
    features: [
      {
        title: "Siemens, Schneider Electric, Rockwell",
        description:
          "TIA Portal, EcoStruxure Control Expert and Studio 5000 every day, together with the drives, remote I/O and networks that go with them. Your in-house standards are followed where they exist.",
      },
      {
        title: "Independent advice",
        description:
          "No exclusivity and no supplier commission: our recommendations take account of your installed base, spare-part availability and your technicians' skills.",
      },
      {
        title: "Open standards",
        description:
          "OPC UA, MQTT, Profinet, EtherNet/IP and Modbus TCP: PLCs, vendor skids and business systems talk to each other without proprietary lock-in.",
      },
    ],
    platformsTitle: "Platforms we work with",
    platforms: [
      "Siemens TIA Portal",
      "Rockwell Studio 5000",
      "Schneider EcoStruxure",
      "WinCC Unified",
      "AVEVA InTouch",
      "Ignition",
      "PcVue",
      "OPC UA",
    ],
  },
  cta: {
    title: "Planning an automation project or upgrading a line?",
    text: "Tell us about your installation and your shutdown constraints: one of our automation engineers will get back to you to discuss it.",
    button: "Contact us",
  },
};

export default automation;
