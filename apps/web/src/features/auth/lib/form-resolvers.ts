import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { LoginFormSchema, SignupFormSchema, type LoginForm, type SignupForm } from './form-schemas';

// Imported on demand by the login and signup forms (lib/lazy-resolver.ts), with zod.
export const loginResolver = (): Resolver<LoginForm> => zodResolver(LoginFormSchema);
export const signupResolver = (): Resolver<SignupForm> => zodResolver(SignupFormSchema);
