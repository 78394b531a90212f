export {
  SidePanel,
  type SidePanelProps,
  type SidePanelSide,
  SidePanelTrigger,
  type SidePanelTriggerProps,
} from './SidePanel';
