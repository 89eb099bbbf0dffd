import { CLAIM_PATHS, type Claim, type CompanyClaimStatus, type ProfileUpdate, type ProvidedInformation } from '@registre/domain';
import type { ApiClient } from '../api-client/api-client';

/** The claimant's calls on the company-claim API. */
export function claimsApi(api: ApiClient) {
  const data = <T>(body: unknown) => (body as { data: T }).data;
  return {
    status: async (siren: string) => data<CompanyClaimStatus>(await api.get(CLAIM_PATHS.company(siren))),
    startEmail: async (siren: string, email: string) => data<Claim>(await api.post(CLAIM_PATHS.startEmail(siren), { email })),
    startDocument: async (siren: string, contentBase64: string) => data<Claim>(await api.post(CLAIM_PATHS.startDocument(siren), { content_base64: contentBase64 })),
    confirmEmail: async (id: string, token: string) => data<Claim>(await api.post(CLAIM_PATHS.confirmEmail(id), { token })),
    saveProfile: async (id: string, update: ProfileUpdate) => data<ProvidedInformation>(await api.post(CLAIM_PATHS.profile(id), { ...update })),
    setLogo: async (id: string, contentBase64: string) => data<ProvidedInformation>(await api.post(CLAIM_PATHS.logo(id), { content_base64: contentBase64 })),
    removeLogo: async (id: string) => data<ProvidedInformation>(await api.delete(CLAIM_PATHS.logo(id))),
    homeAddress: async (id: string, hide: boolean) => data<Claim>(await api.post(CLAIM_PATHS.homeAddress(id), { hide })),
    withdraw: async (id: string) => {
      await api.delete(CLAIM_PATHS.claim(id));
    },
  };
}
