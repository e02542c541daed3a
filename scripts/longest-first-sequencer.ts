import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

// How long each file took in a recent full run (scripts/test-durations.mjs writes it).
const durations: Record<string, number> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, 'test-durations.json'), 'utf8'),
)
const root = path.resolve(import.meta.dirname, '..')

// Projects run one after the other: a worker is reused only for its project's next file, and a
// new one imports the app again. The screens' files wait on timers and render far more than they
// compute, so they go first, beside the journeys (scripts/test.mjs), and the run ends on the
// server's files, which keep both processors busy.
const PROJECT_ORDER = ['web', 'domain', 'server-pg', 'server']
const projectRank = (file: TestSpecification) => {
  const rank = PROJECT_ORDER.indexOf(file.project.name)
  return rank === -1 ? PROJECT_ORDER.length : rank
}

/**
 * Starts each project's longest files first, so the run does not end on one long file while the
 * other processor idles: a fresh clone has no Vitest cache, and its default order (the files as
 * found) started `npm-start.test.ts` five minutes in (ADR 047). Files not in the list yet come
 * first, as in Vitest's own order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const took = (file: TestSpecification) =>
      durations[path.relative(root, file.moduleId)] ?? Number.MAX_SAFE_INTEGER
    return [...files].sort((a, b) => projectRank(a) - projectRank(b) || took(b) - took(a))
  }
}
