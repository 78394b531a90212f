import { blockIdentity } from '../../logging';
import { JumpOffGroup } from '../jump-off-group-1/JumpOffGroup';
import { JumpOffTile2 } from '../jump-off-tile-2/JumpOffTile2';
import { jumpOffTile2Schema } from '../jump-off-tile-2/schema';
import { JUMP_OFF_GROUP_2, type JumpOffGroup2Entry } from './schema';

/** The parsed entry (`jumpOffGroup2Schema.parse(entry)`); its tiles are parsed here, each with its own schema. */
export type JumpOffGroup2Props = JumpOffGroup2Entry;

/**
 * Jump-off group 2 (spec 002 §1, §9): 2 to 4 jump-off tiles of type two in as many columns on large screens. A
 * server component (the shared wrapper of jump-off-group-1). A tile that fails `jumpOffTile2Schema` (or is of
 * another type) is left out and logged.
 */
export function JumpOffGroup2(props: JumpOffGroup2Props) {
  return (
    <JumpOffGroup
      block={JUMP_OFF_GROUP_2}
      title={props.title}
      tiles={props.tiles}
      tileSchema={jumpOffTile2Schema}
      Tile={JumpOffTile2}
      group={blockIdentity(props)}
    />
  );
}
