/**
 * The plate's dialog on the menu (branches whose plates open in a modal): the ui's detail with the
 * plate's own indicators, read for it as its page reads them (diner §8 "Indicators failure: error
 * state"). Loaded once the menu has settled, so neither the detail nor the read is part of the
 * menu's first load.
 */
import { PlateDetail, type PlateDetailProps } from '@comanda/ui';
import { usePlateIndicators } from './plate-indicators.ts';

export function PlateDialog(props: PlateDetailProps) {
  const indicators = usePlateIndicators(props.plate);
  return <PlateDetail {...props} {...indicators} />;
}
