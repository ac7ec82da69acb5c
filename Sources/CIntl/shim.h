// glibc's gettext (libintl.h is part of glibc: nothing to link), for WormApp/Translation only.
#include <libintl.h>
#include <locale.h>
