// glibc's gettext for Swift (libintl.h and locale.h are not in Swift's Glibc module).
#ifndef BREAKOUT_CGETTEXT_SHIM_H
#define BREAKOUT_CGETTEXT_SHIM_H

#include <libintl.h>
#include <locale.h>

/// glibc's catalog generation counter: gettext caches a lookup until it changes.
/// Changing LANGUAGE alone does not change it, so a language switch bumps it (as
/// the gettext manual's "Being a `gettext` grok" section advises for programs that
/// switch languages while they run).
extern int _nl_msg_cat_cntr;

static inline void shim_gettext_forget_cache(void) { ++_nl_msg_cat_cntr; }

static const int SHIM_LC_MESSAGES = LC_MESSAGES;

#endif
