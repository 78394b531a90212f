import { blockIdentity } from '../../logging';
import { JumpOffGroup } from '../jump-off-group-1/JumpOffGroup';
import { JumpOffTile3 } from '../jump-off-tile-3/JumpOffTile3';
import { jumpOffTile3Schema } from '../jump-off-tile-3/schema';
import { JUMP_OFF_GROUP_3, type JumpOffGroup3Entry } from './schema';

/** The parsed entry (`jumpOffGroup3Schema.parse(entry)`); its tiles are parsed here, each with its own schema. */
export type JumpOffGroup3Props = JumpOffGroup3Entry;

/**
 * Jump-off group 3 (spec 002 §1, §9): 2 to 4 jump-off tiles of type three in as many columns on large screens. A
 * server component (the shared wrapper of jump-off-group-1). A tile that fails `jumpOffTile3Schema` (or is of
 * another type) is left out and logged.
 */
export function JumpOffGroup3(props: JumpOffGroup3Props) {
  return (
    <JumpOffGroup
      block={JUMP_OFF_GROUP_3}
      title={props.title}
      tiles={props.tiles}
      tileSchema={jumpOffTile3Schema}
      Tile={JumpOffTile3}
      group={blockIdentity(props)}
    />
  );
}
