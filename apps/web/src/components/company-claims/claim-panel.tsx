'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateFr, type CompanyClaimStatus } from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { AccountLoading } from '@/components/following/account-loading';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ACCOUNT_PATHS, REDIRECT_PARAM } from '@/lib/auth/auth-routes';
import { useAuth } from '@/lib/auth/use-auth';
import { claimsApi } from '@/lib/company-claims/claims-api';
import { claimsT } from '@/lib/company-claims/claims-i18n';
import { ActionAlert } from './action-alert';
import { ClaimEditor } from './claim-editor';
import { ProofForms } from './proof-forms';
import { useClaimAction } from './use-claim-action';
import { WithdrawClaim } from './withdraw-claim';

export interface ClaimPanelProps {
  siren: string;
  companyName: string;
  /** The company page, to see the result. */
  companyPath: string;
  contactEmail: string;
  apiBaseUrl: string;
  /** The mailed link's claim id and token, when the page was opened from it. */
  confirmation: { claimId: string; token: string } | null;
}

const dateOf = (iso: string) => formatDateFr(iso.slice(0, 10));

/** /profil-entreprise/{siren}: where the signed-in account stands with the company, and what it may do next. */
export function ClaimPanel({ siren, companyName, companyPath, contactEmail, apiBaseUrl, confirmation }: ClaimPanelProps) {
  const { user, isLoading } = useAuth();
  const api = claimsApi(useApiClient());
  const router = useRouter();
  const queryClient = useQueryClient();
  const queryKey = ['company-claim', siren];
  const status = useQuery({ queryKey, queryFn: () => api.status(siren), enabled: Boolean(user), retry: 1 });
  const confirm = useClaimAction();
  const confirmStarted = useRef(false);
  const [withdrawn, setWithdrawn] = useState(false);

  const refresh = (next?: CompanyClaimStatus) => (next ? queryClient.setQueryData(queryKey, next) : queryClient.invalidateQueries({ queryKey }));

  useEffect(() => {
    if (!user || confirmation === null || confirmStarted.current) return;
    confirmStarted.current = true;
    void confirm.run(async () => {
      await api.confirmEmail(confirmation.claimId, confirmation.token);
      await refresh();
      return claimsT('claim.confirmed');
    });
    // The link's token is single-use: take it out of the address bar and the history.
    router.replace(`/profil-entreprise/${siren}`);
  }, [user, confirmation]);

  if (isLoading) return <AccountLoading text={claimsT('claim.loading')} />;
  if (!user) {
    const back = `/profil-entreprise/${siren}${confirmation ? `?${new URLSearchParams({ demande: confirmation.claimId, jeton: confirmation.token }).toString()}` : ''}`;
    const query = `?${REDIRECT_PARAM}=${encodeURIComponent(back)}`;
    return (
      <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {claimsT('claim.guestTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{claimsT('claim.guestText')}</Typography>
        <Stack direction="row" spacing={2}>
          <Button component={Link} href={`${ACCOUNT_PATHS.login}${query}`} variant="contained">
            {claimsT('claim.signIn')}
          </Button>
          <Button component={Link} href={ACCOUNT_PATHS.register} variant="outlined">
            {claimsT('claim.register')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (status.isPending) return <AccountLoading text={claimsT('claim.loading')} />;
  if (status.isError) return <Alert severity="error">{claimsT('claim.failed')}</Alert>;

  const data = status.data;
  const claim = data.my_claim;
  const open = claim !== null && ['email-pending', 'review-pending', 'approved'].includes(claim.status);
  const withdraw = async () => {
    if (claim === null) return;
    await api.withdraw(claim.id);
    setWithdrawn(true);
    await refresh();
  };
  const accountName = [user.first_name, user.last_name].filter(Boolean).join(' ');

  return (
    <Stack spacing={3}>
      <ActionAlert message={confirm.message} />
      {withdrawn && !open ? <Alert severity="success" role="status">{claimsT('claim.withdrawn')}</Alert> : null}
      {claim?.status === 'approved' ? (
        <>
          <Alert severity="success">
            {claimsT('claim.approved', { date: dateOf(claim.decided_at ?? claim.created_at) })} <Link href={companyPath}>{claimsT('claim.seePage')}</Link>
          </Alert>
          <ClaimEditor
            claim={claim}
            provided={data.provided}
            companyName={companyName}
            apiBaseUrl={apiBaseUrl}
            saveProfile={async (update) => {
              const saved = await api.saveProfile(claim.id, update);
              refresh({ ...data, provided: saved });
              return saved;
            }}
            setLogo={async (content) => {
              const saved = content === null ? await api.removeLogo(claim.id) : await api.setLogo(claim.id, content);
              refresh({ ...data, provided: saved });
              return saved;
            }}
            homeAddress={async (hide) => {
              const saved = await api.homeAddress(claim.id, hide);
              refresh({ ...data, my_claim: saved });
              return saved;
            }}
          />
        </>
      ) : null}
      {claim?.status === 'email-pending' ? <Alert severity="info">{claimsT('claim.emailPending', { email: claim.proof_email ?? '' })}</Alert> : null}
      {claim?.status === 'review-pending' ? <Alert severity="info">{claimsT('claim.reviewPending', { date: dateOf(claim.created_at) })}</Alert> : null}
      {claim?.status === 'rejected' ? (
        <Alert severity="warning">
          {claimsT('claim.rejected')} {claim.decision_reason ? claimsT('claim.reason', { reason: claim.decision_reason }) : ''}
        </Alert>
      ) : null}
      {open ? <WithdrawClaim withdraw={withdraw} /> : null}
      {!open && !data.is_active ? <Alert severity="warning">{claimsT('claim.ceased')}</Alert> : null}
      {!open && data.is_active && data.claimed_by_other ? (
        <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 3 } }}>
          <Typography sx={{ mb: 2 }}>{claimsT('claim.claimedByOther')}</Typography>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {claimsT('claim.contestTitle')}
          </Typography>
          <Typography>{claimsT('claim.contestText', { email: contactEmail })}</Typography>
        </Paper>
      ) : null}
      {!open && data.is_active && !data.claimed_by_other ? (
        <ProofForms
          status={data}
          accountName={accountName}
          startEmail={async (email) => {
            const started = await api.startEmail(siren, email);
            await refresh();
            return started;
          }}
          startDocument={async (content) => {
            const started = await api.startDocument(siren, content);
            await refresh();
            return started;
          }}
        />
      ) : null}
    </Stack>
  );
}
