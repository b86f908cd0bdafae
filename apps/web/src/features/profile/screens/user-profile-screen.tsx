import { Box, Divider, Paper, Typography } from '@mui/material';
import type { Me } from '@lince/contracts/auth';
import { PageTitle } from '../../../components/page-title.tsx';
import { getSession, setSession } from '../../../lib/session.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useSession } from '../../../lib/use-session.ts';
import { removeAvatar } from '../api/remove-avatar.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';
import { updateProfile } from '../api/update-profile.ts';
import { AvatarEditor } from '../components/avatar-editor.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/** Stores the updated user in the `auth` entry at once (the app bar follows), keeping the tokens. */
function storeMe(me: Me) {
  const current = getSession();
  if (!current || current._id !== me._id) return;
  setSession({
    ...current,
    ...me,
    AccessToken: current.AccessToken,
    RefreshToken: current.RefreshToken,
  });
}

/** UserProfile: own name, CPF, photo and password; company and role read-only. */
export default function UserProfileScreen() {
  const user = useSession();
  if (!user) return null;
  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ maxWidth: 960 }}>
      <PageTitle title="Meu perfil" />
      <Typography id="screen-title" variant="h1" gutterBottom>
        Meu perfil
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}>
        <AvatarEditor
          avatar={user.avatar}
          name={user.name}
          onUpload={async (image, filename) => {
            storeMe(await uploadAvatar(image, filename));
            showSnackbar({ text: 'Foto atualizada.', color: 'success' });
          }}
          onRemove={async () => {
            storeMe(await removeAvatar());
            showSnackbar({ text: 'Foto removida.', color: 'success' });
          }}
        />
        <Divider />
        <ProfileForm
          key={user._id}
          user={user}
          onSave={async (values) => {
            storeMe(await updateProfile(values));
            showSnackbar({ text: 'Dados salvos.', color: 'success' });
          }}
        />
        <Divider />
        <ChangePasswordForm />
      </Paper>
    </Box>
  );
}
