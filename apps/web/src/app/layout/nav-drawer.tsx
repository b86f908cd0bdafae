import {
  Box,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
} from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Role } from '@lince/contracts/roles';
import { Icon } from '../../components/icon.tsx';
import { isIconName } from '../../components/icon-names.ts';
import { drawerItems, isActive } from '../../lib/nav-items.ts';

export const DRAWER_WIDTH = 264;

interface NavDrawerProps {
  role: Role;
  /** Permanent at ≥ lg; temporary (behind the "Menu" button) below. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

export function NavDrawer({ role, permanent, open, onClose }: NavDrawerProps) {
  const { pathname } = useLocation();
  const items = drawerItems(role);
  const content = (
    <Box component="nav" aria-label="Navegação principal" sx={{ overflowY: 'auto' }}>
      <List>
        {items.map((item) => {
          const active = isActive(item, pathname);
          return (
            <ListItem key={item.name} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.path}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={permanent ? undefined : onClose}
                sx={{
                  mx: 1,
                  borderRadius: 1,
                  '&.Mui-selected': { color: 'primary.main', fontWeight: 600 },
                  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {isIconName(item.icon) && <Icon name={item.icon} size={22} />}
                </ListItemIcon>
                <ListItemText primary={item.title} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );

  if (permanent) {
    return (
      <Drawer
        variant="permanent"
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      {content}
    </Drawer>
  );
}
