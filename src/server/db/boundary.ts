import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";
import { BOOLEAN_COLUMNS } from "./types.ts";

/**
 * The one mapping layer between the engines and the services. SQLite has no boolean or timestamp
 * type and PostgreSQL's driver returns Date objects, so:
 * - booleans going in become 1/0 on SQLite (better-sqlite3 refuses JavaScript booleans);
 * - flag columns coming out become booleans on both engines;
 * - Date values coming out become ISO-8601 strings on both engines.
 */
export class BoundaryPlugin implements KyselyPlugin {
  readonly #toSqliteValues: OperationNodeTransformer | null;

  constructor(engine: "sqlite" | "postgres") {
    this.#toSqliteValues = engine === "sqlite" ? new SqliteBooleanTransformer() : null;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#toSqliteValues ? this.#toSqliteValues.transformNode(args.node) : args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) mapRow(row);
    return args.result;
  }
}

/**
 * Maps one row in place: the driver hands out fresh objects, and on lists of thousands of rows
 * rebuilding each one cost more than the query itself (bench/run.ts).
 */
function mapRow(row: UnknownRow): UnknownRow {
  for (const key in row) {
    const value = row[key];
    if (value instanceof Date) row[key] = value.toISOString();
    // SQLite flags are exactly 0 or 1; any other number under a flag's name is not a flag.
    else if ((value === 0 || value === 1) && BOOLEAN_COLUMNS.has(key)) row[key] = value === 1;
  }
  return row;
}

class SqliteBooleanTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === "boolean" ? { ...node, value: node.value ? 1 : 0 } : super.transformValue(node);
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map((value) => (typeof value === "boolean" ? (value ? 1 : 0) : value)) };
  }
}
