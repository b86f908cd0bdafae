import { ScreenUnderConstruction } from '../../../components/screen-under-construction.tsx';

/** DiligenceKanban screen: built by a later issue. */
export default function DiligenceKanbanScreen() {
  return <ScreenUnderConstruction screen="DiligenceKanban" />;
}
