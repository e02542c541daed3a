import { PGlite } from '@electric-sql/pglite'

/** A PGlite in the template's state, lent to one test file until it gives it back. */
export type PgliteLease = { pglite: PGlite; giveBack(): Promise<void> }

type TemplateState = {
  /** Empties every table, then puts back the rows the template has and its sequences' values. */
  reset: (pglite: PGlite) => Promise<void>
  /** The catalog query below, built once. */
  catalogVersion: string
}

/**
 * PGlite instances started from one template and lent to one file at a time (ADR 047). Starting
 * an instance costs about a second of CPU; putting a returned one back in the template's state
 * about a fifth of that: its tables emptied, the template's own rows (what migrations inserted)
 * and sequence values put back, the session discarded. An instance whose schema changed
 * while it was lent (any change to the system catalogs) or that cannot be reset is closed instead.
 */
export function createPglitePool(template: () => Blob, { keepIdle = 2 } = {}) {
  const idle: PGlite[] = []
  // Each instance's catalog version when it was last in the template's state.
  const cleanCatalog = new WeakMap<PGlite, string>()
  let state: TemplateState | undefined

  async function catalogVersion(pglite: PGlite) {
    const { rows } = await pglite.query<{ version: string }>(state!.catalogVersion)
    return rows[0]!.version
  }

  async function start() {
    const pglite = await PGlite.create({ loadDataDir: template() })
    state ??= await readTemplateState(pglite)
    cleanCatalog.set(pglite, await catalogVersion(pglite))
    return pglite
  }

  async function reuse() {
    for (let pglite = idle.pop(); pglite; pglite = idle.pop()) {
      try {
        if ((await catalogVersion(pglite)) === cleanCatalog.get(pglite)) {
          await state!.reset(pglite)
          cleanCatalog.set(pglite, await catalogVersion(pglite))
          return pglite
        }
      } catch {
        // Left inside a failed transaction, say: a new instance is cheaper than mending it.
      }
      await pglite.close()
    }
    return undefined
  }

  async function lease(): Promise<PgliteLease> {
    const pglite = (await reuse()) ?? (await start())
    let lent = true
    // A file that keeps using its database after giving it back fails, instead of writing into
    // the next file's.
    const handle = new Proxy(pglite, {
      get(target, key) {
        if (!lent) throw new Error('This test database was given back')
        const value: unknown = Reflect.get(target, key, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    return {
      pglite: handle,
      async giveBack() {
        if (!lent) return
        lent = false
        if (pglite.closed) return
        if (idle.length < keepIdle) idle.push(pglite)
        else await pglite.close()
      },
    }
  }

  async function close() {
    await Promise.all(idle.splice(0).map((pglite) => pglite.close()))
  }

  return { lease, close }
}

/**
 * Reads, from an instance no test has used, what putting one back in the template's state takes.
 * The catalog version is the newest transaction that changed a system catalog: DDL of any kind
 * (a table, a column, an index, a trigger, a grant) changes it, rows and sequence values don't.
 */
async function readTemplateState(pglite: PGlite): Promise<TemplateState> {
  const catalogs = await pglite.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname = 'pg_catalog'`,
  )
  const catalogVersion = `select max(xmin::text::bigint)::text as version from (${catalogs.rows
    .map(({ name }) => `select xmin from ${name}`)
    .join(' union all ')}) as changed`

  const tables = await pglite.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  )
  const rows: { table: string; blob: Blob }[] = []
  for (const { name } of tables.rows) {
    const copied = await pglite.query(`copy ${name} to '/dev/blob'`)
    if (copied.blob && copied.blob.size > 0) rows.push({ table: name, blob: copied.blob })
  }
  const sequences = await pglite.query<{ setval: string }>(
    `select format('select setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename),
       coalesce(last_value, start_value), (last_value is not null)::text) as setval
     from pg_sequences where schemaname not in ('pg_catalog', 'information_schema')`,
  )
  const emptyTables = tables.rows.length
    ? `truncate ${tables.rows.map(({ name }) => name).join(', ')} cascade`
    : ''
  const setSequences = sequences.rows.map(({ setval }) => `${setval};`).join('\n')

  return {
    catalogVersion,
    async reset(instance) {
      await instance.exec('discard all')
      if (emptyTables) await instance.exec(emptyTables)
      if (rows.length > 0) {
        // The template's rows are consistent already: foreign keys and triggers are not run again.
        await instance.exec('set session_replication_role = replica')
        for (const { table, blob } of rows) {
          await instance.query(`copy ${table} from '/dev/blob'`, [], { blob })
        }
        await instance.exec('reset session_replication_role')
      }
      if (setSequences) await instance.exec(setSequences)
    },
  }
}
