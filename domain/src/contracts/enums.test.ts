import { describe, expect, it } from 'vitest'
import { canManageAdministrators, canManageSettings, isOrganiser, roles } from './enums.ts'

describe('role sets', () => {
  it('organisers are everyone but members', () => {
    expect(roles.filter(isOrganiser)).toEqual(['administrator', 'manager', 'editor'])
  })

  it('only administrators and managers run the group settings', () => {
    expect(roles.filter(canManageSettings)).toEqual(['administrator', 'manager'])
    expect(canManageSettings(undefined)).toBe(false)
  })

  it('only an administrator manages administrators', () => {
    expect(roles.filter(canManageAdministrators)).toEqual(['administrator'])
    expect(canManageAdministrators(undefined)).toBe(false)
  })
})
