import { z } from 'zod';

// Default validation messages in Polish, for server replies and web forms alike.
z.config(z.locales.pl());
