import { blockIdentity } from '../../logging';
import { JumpOffTile1 } from '../jump-off-tile-1/JumpOffTile1';
import { jumpOffTile1Schema } from '../jump-off-tile-1/schema';
import { JumpOffGroup } from './JumpOffGroup';
import { JUMP_OFF_GROUP_1, type JumpOffGroup1Entry } from './schema';

/** The parsed entry (`jumpOffGroup1Schema.parse(entry)`); its tiles are parsed here, each with its own schema. */
export type JumpOffGroup1Props = JumpOffGroup1Entry;

/**
 * Jump-off group 1 (spec 002 §1, §9): 2 to 4 jump-off tiles of type one in as many columns on large screens. A
 * server component. A tile that fails `jumpOffTile1Schema` (or is of another type) is left out and logged.
 */
export function JumpOffGroup1(props: JumpOffGroup1Props) {
  return (
    <JumpOffGroup
      block={JUMP_OFF_GROUP_1}
      title={props.title}
      tiles={props.tiles}
      tileSchema={jumpOffTile1Schema}
      Tile={JumpOffTile1}
      group={blockIdentity(props)}
    />
  );
}
