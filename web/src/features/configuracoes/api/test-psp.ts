import { useMutation } from '@tanstack/react-query'
import type { PspTestResult } from '@bidfut/domain/contracts/pix'
import * as pix from '@bidfut/domain/endpoints/pix'
import { apiCall } from '@/lib/api-client'

/** POST /finance/psp/test: a new token from the PSP, or what failed, in pt-BR. */
export async function testPsp(): Promise<PspTestResult> {
  return apiCall(pix.testPsp, {})
}

export function useTestPsp() {
  return useMutation({ mutationFn: testPsp })
}
