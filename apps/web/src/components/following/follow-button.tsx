'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { followStateFor } from '@/lib/following/follow-state-batch';
import type { FollowButtonTexts, LoadedFollowState } from './follow-button-types';

export type { FollowButtonTexts } from './follow-button-types';

const loadFollowMenu = () => import('./follow-menu');

/** The menu (lists, new-list form, guest invitation): its code is loaded when the button is first hovered, focused or opened. */
const FollowMenu = lazy(() => loadFollowMenu().then((module) => ({ default: module.FollowMenu })));

/**
 * "Suivre": follows a company in one or several of the user's lists, the followed state shown on
 * the button. A guest is invited to sign in and brought back here afterwards.
 */
export function FollowButton({ siren, texts, size = 'medium' }: { siren: string; texts: FollowButtonTexts; size?: 'small' | 'medium' }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const [state, setState] = useState<LoadedFollowState | null>(null);

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

  const followed = state?.signedIn === true && state.listIds.length > 0;
  const preload = () => void loadFollowMenu().catch(() => undefined);

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
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          if (state === null) return;
          setMenuWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ minHeight: 40, flexShrink: 0 }}
        data-testid="follow-button"
      >
        <span aria-hidden="true" style={{ marginRight: 6 }}>
          {followed ? '★' : '☆'}
        </span>
        {followed ? texts.following : texts.follow}
      </Button>
      {menuWanted && state !== null ? (
        // Beside the button while the menu's code loads (the first opening only).
        <Suspense fallback={<CircularProgress size={20} sx={{ ml: 1, alignSelf: 'center' }} aria-label={texts.loading} data-testid="follow-menu-loading" />}>
          <FollowMenu id={menuId} siren={siren} texts={texts} anchor={anchor} onClose={() => setAnchor(null)} state={state} onState={setState} />
        </Suspense>
      ) : null}
    </>
  );
}
