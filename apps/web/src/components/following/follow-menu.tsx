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
import { useState, type FormEvent } from 'react';
import { useNotify } from '@/components/notifications/notification-context';
import { createList, followCompany, FollowApiError, loadFollowState, removeFromList } from '@/lib/following/follow-api';
import type { FollowButtonTexts, LoadedFollowState } from './follow-button-types';

interface FollowMenuProps {
  id: string;
  siren: string;
  texts: FollowButtonTexts;
  anchor: HTMLElement | null;
  onClose: () => void;
  state: LoadedFollowState;
  onState: (state: LoadedFollowState) => void;
}

/**
 * The follow button's menu: the user's lists to tick, a new list to create, or for a guest the
 * invitation to sign in. Loaded the first time the button is opened (follow-button.tsx), so that
 * pages carry neither the menu nor its form until then.
 */
export function FollowMenu({ id, siren, texts, anchor, onClose, state, onState }: FollowMenuProps) {
  const notify = useNotify();
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => {
    const key = error instanceof FollowApiError ? error.messageKey : null;
    if (error instanceof FollowApiError && error.status === 401) onState({ signedIn: false });
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

  const toggle = (list: { id: string; name: string }) =>
    run(async () => {
      if (state.signedIn !== true) return;
      if (state.listIds.includes(list.id)) {
        await removeFromList(siren, list.id);
        onState({ ...state, listIds: state.listIds.filter((listId) => listId !== list.id) });
        notify({ content: texts.removed.replace('{{list}}', list.name), severity: 'success' });
      } else {
        const listIds = await followCompany(siren, list.id);
        onState({ ...state, listIds });
        notify({ content: texts.added.replace('{{list}}', list.name), severity: 'success' });
      }
    });

  const followInDefault = () =>
    run(async () => {
      await followCompany(siren, null);
      const loaded = await loadFollowState([siren]);
      if (loaded.signedIn) onState({ signedIn: true, lists: loaded.lists, listIds: loaded.followed.get(siren) ?? [] });
      notify({ content: texts.added.replace('{{list}}', texts.defaultList), severity: 'success' });
    });

  const createAndAdd = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (name === '') return;
    void run(async () => {
      if (state.signedIn !== true) return;
      const list = await createList(name);
      const listIds = await followCompany(siren, list.id);
      onState({ signedIn: true, lists: [...state.lists, list], listIds });
      setNewName('');
      notify({ content: texts.added.replace('{{list}}', list.name), severity: 'success' });
    });
  };

  const loginHref = () => `/login?redirect=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;

  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ paper: { sx: { maxWidth: 360 } } }}>
      {state.signedIn === true
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
  );
}
