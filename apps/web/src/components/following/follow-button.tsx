'use client';

import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNotify } from '@/components/notifications/notification-context';
import { createList, followCompany, FollowApiError, loadFollowState, removeFromList, type FollowListOption } from '@/lib/following/follow-api';
import { followStateFor } from '@/lib/following/follow-state-batch';

/** The French texts of the button, read by the server component that renders it. */
export interface FollowButtonTexts {
  follow: string;
  following: string;
  /** Accessible name, with the company's name. */
  label: string;
  guestInvite: string;
  signIn: string;
  listsTitle: string;
  newListLabel: string;
  /** Entry adding the company to the default list when the user has none yet. */
  defaultList: string;
  createAndAdd: string;
  added: string;
  removed: string;
  failed: string;
  /** Message texts by API message key (`errors:lists.name-taken`…). */
  errors: Record<string, string>;
}

type Loaded = { signedIn: false } | { signedIn: true; lists: FollowListOption[]; listIds: string[] };

/**
 * "Suivre": follows a company in one or several of the user's lists, the followed state shown on
 * the button. A guest is invited to sign in and brought back here afterwards.
 */
export function FollowButton({ siren, texts, size = 'medium' }: { siren: string; texts: FollowButtonTexts; size?: 'small' | 'medium' }) {
  const notify = useNotify();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<Loaded | null>(null);
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    followStateFor(siren).then(
      (loaded) => {
        if (!live) return;
        setState(loaded.signedIn ? { signedIn: true, lists: loaded.lists, listIds: loaded.followed.get(siren) ?? [] } : { signedIn: false });
      },
      () => live && setState({ signedIn: false }),
    );
    return () => {
      live = false;
    };
  }, [siren]);

  const fail = (error: unknown) => {
    const key = error instanceof FollowApiError ? error.messageKey : null;
    if (error instanceof FollowApiError && error.status === 401) setState({ signedIn: false });
    notify({ content: (key && texts.errors[key]) || texts.failed, severity: 'error' });
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (list: FollowListOption) =>
    run(async () => {
      if (state?.signedIn !== true) return;
      if (state.listIds.includes(list.id)) {
        await removeFromList(siren, list.id);
        setState({ ...state, listIds: state.listIds.filter((id) => id !== list.id) });
        notify({ content: texts.removed.replace('{{list}}', list.name), severity: 'success' });
      } else {
        const listIds = await followCompany(siren, list.id);
        setState({ ...state, listIds });
        notify({ content: texts.added.replace('{{list}}', list.name), severity: 'success' });
      }
    });

  const followInDefault = () =>
    run(async () => {
      await followCompany(siren, null);
      const loaded = await loadFollowState([siren]);
      if (loaded.signedIn) setState({ signedIn: true, lists: loaded.lists, listIds: loaded.followed.get(siren) ?? [] });
      notify({ content: texts.added.replace('{{list}}', texts.defaultList), severity: 'success' });
    });

  const createAndAdd = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (name === '') return;
    void run(async () => {
      if (state?.signedIn !== true) return;
      const list = await createList(name);
      const listIds = await followCompany(siren, list.id);
      setState({ signedIn: true, lists: [...state.lists, list], listIds });
      setNewName('');
      notify({ content: texts.added.replace('{{list}}', list.name), severity: 'success' });
    });
  };

  const followed = state?.signedIn === true && state.listIds.length > 0;
  const loginHref = () => `/login?redirect=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;

  return (
    <>
      <Button
        type="button"
        size={size}
        variant={followed ? 'contained' : 'outlined'}
        aria-label={texts.label}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        aria-pressed={followed}
        // Not `disabled` while the state loads: the button would fade from grey to its colour, and a
        // check made during that fade sees text without contrast. It only ignores clicks until then.
        aria-disabled={state === null}
        onClick={(event) => state !== null && setAnchor(event.currentTarget)}
        sx={{ minHeight: 40, flexShrink: 0 }}
        data-testid="follow-button"
      >
        <span aria-hidden="true" style={{ marginRight: 6 }}>
          {followed ? '★' : '☆'}
        </span>
        {followed ? texts.following : texts.follow}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 360 } } }}>
        {state?.signedIn === true
          ? [
              <Typography key="title" variant="subtitle2" sx={{ px: 2, py: 1 }}>
                {texts.listsTitle}
              </Typography>,
              ...state.lists.map((list) => (
                <MenuItem key={list.id} disabled={busy} onClick={() => void toggle(list)} role="menuitemcheckbox" aria-checked={state.listIds.includes(list.id)}>
                  <ListItemIcon>
                    <Checkbox edge="start" checked={state.listIds.includes(list.id)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} />
                  </ListItemIcon>
                  <ListItemText primary={list.name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere', whiteSpace: 'normal' } } }} />
                </MenuItem>
              )),
              ...(state.lists.some((list) => list.is_default)
                ? []
                : [
                    <MenuItem key="default" disabled={busy} onClick={() => void followInDefault()}>
                      <ListItemText primary={texts.defaultList} />
                    </MenuItem>,
                  ]),
              <Divider key="divider" />,
              <Stack key="new" component="form" onSubmit={createAndAdd} spacing={1} sx={{ px: 2, py: 1 }} onKeyDown={(event) => event.stopPropagation()}>
                <TextField size="small" label={texts.newListLabel} value={newName} onChange={(event) => setNewName(event.target.value)} slotProps={{ htmlInput: { maxLength: 80 } }} />
                <Button type="submit" size="small" variant="contained" disabled={busy || newName.trim() === ''}>
                  {texts.createAndAdd}
                </Button>
              </Stack>,
            ]
          : [
              <Stack key="guest" spacing={1.5} sx={{ px: 2, py: 1.5 }}>
                <Typography variant="body2">{texts.guestInvite}</Typography>
                <Button variant="contained" onClick={() => window.location.assign(loginHref())}>
                  {texts.signIn}
                </Button>
              </Stack>,
            ]}
      </Menu>
    </>
  );
}
