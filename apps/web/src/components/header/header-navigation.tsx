'use client';

import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type SyntheticEvent } from 'react';
import type { HeaderMenu, HeaderMenuId, HeaderNavigationLabels } from './header-menu-types';
import { MenuPanelContent } from './menu-panel-content';

interface HeaderNavigationProps {
  menus: HeaderMenu[];
  labels: HeaderNavigationLabels;
}

const triggerSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  px: 1.5,
  py: 1,
  border: 0,
  borderRadius: 1,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': { bgcolor: 'action.hover', color: 'primary.main' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;

function Chevron({ open }: { open: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 10 6"
      aria-hidden="true"
      sx={{ width: 10, height: 6, transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
    >
      <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </Box>
  );
}

/**
 * The header's Services and business-list mega menus: dropdowns from 900 px, accordions in a
 * drawer (a native modal `<dialog>`) below. One menu open at a time; a click outside, Escape or
 * focus leaving the navigation closes it. Buttons carry aria-expanded/aria-controls; closed
 * panels are `hidden`, so their links are out of the tab order.
 */
export function HeaderNavigation({ menus, labels }: HeaderNavigationProps) {
  const [open, setOpen] = useState<HeaderMenuId | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const drawerButtonRef = useRef<HTMLButtonElement>(null);
  const triggerRefs = useRef(new Map<string, HTMLButtonElement>());

  const closeAll = useCallback(() => {
    setOpen(null);
    setDrawerOpen(false);
  }, []);

  const toggle = (id: HeaderMenuId) => setOpen((current) => (current === id ? null : id));

  // Click away and Escape close the desktop dropdowns (the drawer handles its own, below).
  useEffect(() => {
    if (open === null || drawerOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      triggerRefs.current.get(`desktop-${open}`)?.focus();
      setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, drawerOpen]);

  // The drawer is a modal dialog: focus is kept inside it and Escape fires `cancel`.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (drawerOpen && !dialog.open) dialog.showModal();
    if (!drawerOpen && dialog.open) {
      dialog.close();
      drawerButtonRef.current?.focus();
    }
  }, [drawerOpen]);

  // A drawer left open on a window widened past the breakpoint would cover the page.
  useEffect(() => {
    if (!drawerOpen) return;
    const wide = window.matchMedia('(min-width: 900px)');
    const onChange = () => wide.matches && closeAll();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [drawerOpen, closeAll]);

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (drawerOpen || open === null) return;
    const next = event.relatedTarget as Node | null;
    if (next !== null && !rootRef.current?.contains(next)) setOpen(null);
  };

  return (
    <Box ref={rootRef} onBlur={onRootBlur} sx={{ display: 'flex', alignItems: 'center' }}>
      <Box component="nav" aria-label={labels.nav} sx={{ display: { xxxs: 'none', md: 'block' } }}>
        <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
          {menus.map((menu) => {
            const expanded = open === menu.id && !drawerOpen;
            const panelId = `header-menu-${menu.id}`;
            return (
              <li key={menu.id}>
                <Box
                  component="button"
                  type="button"
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) triggerRefs.current.set(`desktop-${menu.id}`, element);
                  }}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(menu.id)}
                  sx={triggerSx}
                >
                  {menu.label}
                  <Chevron open={expanded} />
                </Box>
                <Box
                  id={panelId}
                  hidden={!expanded}
                  data-menu-panel={menu.id}
                  sx={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    top: '100%',
                    zIndex: 1100,
                    bgcolor: 'background.paper',
                    borderTop: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                    boxShadow: '0 12px 24px rgba(27, 31, 36, 0.12)',
                    '&[hidden]': { display: 'none' },
                  }}
                >
                  <Box sx={{ maxWidth: 1200, mx: 'auto', px: 3, py: 3 }}>
                    <MenuPanelContent menu={menu} columns onNavigate={closeAll} />
                  </Box>
                </Box>
              </li>
            );
          })}
        </Box>
      </Box>

      <Box
        component="button"
        type="button"
        ref={drawerButtonRef}
        aria-expanded={drawerOpen}
        aria-controls="header-drawer"
        aria-label={labels.openDrawer}
        onClick={() => setDrawerOpen(true)}
        sx={{ ...triggerSx, display: { xxxs: 'inline-flex', md: 'none' } }}
      >
        <Box component="svg" viewBox="0 0 20 14" aria-hidden="true" sx={{ width: 20, height: 14 }}>
          <path d="M0 1h20M0 7h20M0 13h20" stroke="currentColor" strokeWidth="2" />
        </Box>
      </Box>

      <Box
        component="dialog"
        id="header-drawer"
        ref={dialogRef}
        aria-labelledby="header-drawer-title"
        onCancel={(event: SyntheticEvent) => {
          event.preventDefault();
          closeAll();
        }}
        onClick={(event: MouseEvent) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialogRef.current) closeAll();
        }}
        sx={{
          m: 0,
          p: 0,
          border: 0,
          height: '100dvh',
          maxHeight: '100dvh',
          width: 'min(360px, 88vw)',
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&::backdrop': { bgcolor: 'rgba(27, 31, 36, 0.5)' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Box component="h2" id="header-drawer-title" sx={{ m: 0, fontSize: '1.125rem' }}>
            {labels.drawerTitle}
          </Box>
          <Box component="button" type="button" onClick={closeAll} aria-label={labels.closeDrawer} sx={triggerSx}>
            <Box component="svg" viewBox="0 0 14 14" aria-hidden="true" sx={{ width: 14, height: 14 }}>
              <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" />
            </Box>
          </Box>
        </Box>
        <Box component="nav" aria-label={labels.nav} sx={{ px: 1, py: 1 }}>
          {menus.map((menu) => {
            const expanded = open === menu.id && drawerOpen;
            const panelId = `header-drawer-${menu.id}`;
            return (
              <Box key={menu.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                <Box component="h3" sx={{ m: 0, fontSize: 'inherit' }}>
                  <Box
                    component="button"
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(menu.id)}
                    sx={{ ...triggerSx, width: '100%', justifyContent: 'space-between' }}
                  >
                    {menu.label}
                    <Chevron open={expanded} />
                  </Box>
                </Box>
                <Box id={panelId} hidden={!expanded} data-menu-panel={menu.id} sx={{ px: 1.5, pb: 2, '&[hidden]': { display: 'none' } }}>
                  <MenuPanelContent menu={menu} columns={false} onNavigate={closeAll} />
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
