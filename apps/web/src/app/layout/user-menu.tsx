import { useId, useState } from 'react';
import { Avatar, Box, Button, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { ROLE_LABELS } from '@lince/contracts/roles';
import type { SessionUser } from '@lince/contracts/auth';
import { Icon } from '../../components/icon.tsx';
import { useProtectedImage } from '../../lib/use-protected-image.ts';

interface UserMenuProps {
  user: SessionUser;
  onProfile: () => void;
  /** Opens the current terms of use. */
  onTerms: () => void;
  onLogout: () => void;
}

/** The user menu of the app bar: "Perfil", "Termos de uso" and "Sair". */
export function UserMenu({ user, onProfile, onTerms, onLogout }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  const avatar = useProtectedImage(user.avatar);

  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right', lineHeight: 1.2 }}>
        <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
          {user.name}
        </Typography>
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {user.company.name} · {ROLE_LABELS[user.role]}
        </Typography>
      </Box>
      <Button
        id={buttonId}
        aria-label="Menu do usuário"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
        endIcon={<Icon name="chevron-down" size={20} />}
        title={user.name}
        sx={{ minWidth: 0, px: 1 }}
      >
        {/* The name is shown beside the button; the button's name is exactly "Menu do usuário". */}
        <Avatar
          src={avatar}
          alt=""
          aria-hidden
          sx={{ width: 32, height: 32, bgcolor: 'primary.main' }}
        >
          <Icon name="account-circle-outline" size={22} />
        </Avatar>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem
          onClick={() => {
            close();
            onProfile();
          }}
        >
          <ListItemIcon>
            <Icon name="account-circle-outline" size={20} />
          </ListItemIcon>
          Perfil
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onTerms();
          }}
        >
          <ListItemIcon>
            <Icon name="file-sign" size={20} />
          </ListItemIcon>
          Termos de uso
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <Icon name="logout" size={20} />
          </ListItemIcon>
          Sair
        </MenuItem>
      </Menu>
    </>
  );
}
