import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCurrentSession } from '../../api/session.ts';
import { useMainMenu } from '../../app/menu.ts';
import { useTexts } from '../../app/texts.ts';
import { StatusMessage } from '../../ui/StatusMessage.tsx';

/** '/': a greeting and a card for each screen the user may open. */
export default function DashboardPage() {
  const t = useTexts();
  const user = useCurrentSession().data?.user;
  const items = useMainMenu();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h2">
        {t('dashboard.greeting', { name: user?.name ?? '' })}
      </Typography>
      {items.length === 0 ? (
        <StatusMessage title={t('dashboard.empty')} text={t('dashboard.emptyHint')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {items.map((item) => (
            <Card key={item.path}>
              <CardActionArea
                component={RouterLink}
                to={item.path}
                sx={{ p: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}
              >
                <item.icon color="primary" fontSize="large" />
                <Typography variant="h6" component="h3">
                  {item.title}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Stack>
  );
}
