import { z } from 'zod'

// Ids are PostgreSQL integers: anything larger is refused here, not by the database.
export const MAX_ID = 2_147_483_647
export const INVALID_ID = 'Identificador inválido.'

const idNumber = (typeMessage: string, min: 0 | 1) =>
  z.number({ message: typeMessage }).int(INVALID_ID).min(min, INVALID_ID).max(MAX_ID, INVALID_ID)

/** A row's id in a JSON body; `typeMessage` answers a missing or non-numeric one. */
export const idField = (typeMessage = INVALID_ID) => idNumber(typeMessage, 1)

/** An id where 0 means 'a new one' (a sporadic player added by name). */
export const idOrNewField = () => idNumber(INVALID_ID, 0)

/** A row's id in a URL path or query string: digits only, then the same bounds. */
export const pathIdField = () =>
  z
    .string({ message: INVALID_ID })
    .regex(/^\d{1,10}$/, INVALID_ID)
    .transform(Number)
    .pipe(idField())
