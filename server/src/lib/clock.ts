/**
 * The current time, as an object so tests can pin it (`vi.spyOn(clock, 'now')`) without faking
 * Date for the whole process: PGlite's timers read Date too.
 */
export const clock = {
  now: (): Date => new Date(),
}
