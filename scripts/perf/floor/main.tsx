// The floor for `npm run perf -- --floor`: a one-page app on the project's stack (React, React Router, Redux
// Toolkit, axios, MUI with emotion) and nothing else, to compare the landing page's figures with in the same session.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link as RouterLink, RouterProvider } from 'react-router-dom';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { Provider, useSelector } from 'react-redux';
import axios from 'axios';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const session = createSlice({ name: 'session', initialState: { loggedIn: false }, reducers: {} });
const store = configureStore({ reducer: { session: session.reducer } });
const api = axios.create({ baseURL: '/api/v1', timeout: 10_000 });
api.interceptors.request.use((config) => config);

function Landing() {
  const loggedIn = useSelector((s: ReturnType<typeof store.getState>) => s.session.loggedIn);
  return (
    <>
      <AppBar position="static" color="default" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="span" sx={{ flexGrow: 1 }}>
            Floor
          </Typography>
          <Button component={RouterLink} to="/">
            {loggedIn ? 'Dashboard' : 'Log in'}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 8 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          Find work that fits your skills and your week
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          Build a profile once, see the jobs that match it, and talk to employers in one place.
        </Typography>
        <Box sx={{ mt: 4, display: 'flex', gap: 2 }}>
          <Button variant="contained" size="large">
            I am looking for work
          </Button>
          <Button variant="outlined" size="large">
            I am hiring
          </Button>
        </Box>
      </Container>
    </>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Landing /> }]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={createTheme()}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
