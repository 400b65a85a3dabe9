/* A test-only stand-in for Windows.UI.ViewManagement.UISettings, which Wine 8 lacks and without
 * which Qt's windows platform aborts at start (it reads the system colours through it). It is
 * registered in a throwaway Wine prefix by .ci/windows-check to start the installed program
 * windowed once; it is never shipped. It answers light colours and Windows' default blue accent.
 *
 *   x86_64-w64-mingw32-gcc -shared -O2 -static-libgcc -o uisettings.dll uisettings.c
 */
#include <windows.h>
#include <stdint.h>

typedef struct { BYTE A, R, G, B; } Color;
typedef struct { float Width, Height; } Size;

static const GUID IID_IUnknown_ = {0x00000000, 0x0000, 0x0000, {0xc0, 0, 0, 0, 0, 0, 0, 0x46}};
static const GUID IID_IInspectable_ = {0xaf86e2e0, 0xb12d, 0x4c6a, {0x9c, 0x5a, 0xd7, 0xaa, 0x65, 0x10, 0x1e, 0x90}};
static const GUID IID_IAgileObject_ = {0x94ea2b94, 0xe9cc, 0x49e0, {0xc0, 0xff, 0xee, 0x64, 0xca, 0x8f, 0x5b, 0x90}};
static const GUID IID_IActivationFactory_ = {0x00000035, 0x0000, 0x0000, {0xc0, 0, 0, 0, 0, 0, 0, 0x46}};
static const GUID IID_IUISettings = {0x85361600, 0x1c63, 0x4627, {0xbc, 0xb1, 0x3a, 0x89, 0xe0, 0xbc, 0x9c, 0x55}};
static const GUID IID_IUISettings2 = {0xbad82401, 0x2721, 0x44f9, {0xbb, 0x91, 0x2b, 0xb2, 0x28, 0xbe, 0x44, 0x2f}};
static const GUID IID_IUISettings3 = {0x03021be4, 0x5254, 0x4781, {0x81, 0x94, 0x51, 0x68, 0xf7, 0xd0, 0x6d, 0x7b}};

/* One static object with an interface pointer for each interface it answers. */
static struct {
    const void *factory, *settings, *settings2, *settings3;
} object;

static HRESULT WINAPI query(void *self, REFIID iid, void **out)
{
    (void)self;
    if (IsEqualGUID(iid, &IID_IActivationFactory_)) *out = &object.factory;
    else if (IsEqualGUID(iid, &IID_IUISettings) || IsEqualGUID(iid, &IID_IUnknown_)
             || IsEqualGUID(iid, &IID_IInspectable_) || IsEqualGUID(iid, &IID_IAgileObject_))
        *out = &object.settings;
    else if (IsEqualGUID(iid, &IID_IUISettings2)) *out = &object.settings2;
    else if (IsEqualGUID(iid, &IID_IUISettings3)) *out = &object.settings3;
    else { *out = NULL; return E_NOINTERFACE; }
    return S_OK;
}
static ULONG WINAPI ref(void *self) { (void)self; return 1; }
static HRESULT WINAPI iids(void *self, ULONG *count, GUID **list) { (void)self; *count = 0; *list = NULL; return S_OK; }
static HRESULT WINAPI class_name(void *self, void **name) { (void)self; *name = NULL; return S_OK; }
static HRESULT WINAPI trust(void *self, int *level) { (void)self; *level = 0; return S_OK; }

static HRESULT WINAPI activate(void *self, void **instance) { (void)self; *instance = &object.settings; return S_OK; }

static Color colour(int32_t type)
{
    switch (type) {
    case 0: return (Color){255, 255, 255, 255}; /* Background */
    case 1: return (Color){255, 0, 0, 0};       /* Foreground */
    case 2: return (Color){255, 0, 26, 104};    /* AccentDark3 */
    case 3: return (Color){255, 0, 51, 133};    /* AccentDark2 */
    case 4: return (Color){255, 0, 90, 158};    /* AccentDark1 */
    case 6: return (Color){255, 51, 153, 255};  /* AccentLight1 */
    case 7: return (Color){255, 102, 178, 255}; /* AccentLight2 */
    case 8: return (Color){255, 153, 204, 255}; /* AccentLight3 */
    default: return (Color){255, 0, 120, 215};  /* Accent */
    }
}
static HRESULT WINAPI color_value(void *self, int32_t type, Color *value) { (void)self; *value = colour(type); return S_OK; }
static HRESULT WINAPI element_color(void *self, int32_t type, Color *value) { (void)self; *value = colour(type == 0 ? 1 : 0); return S_OK; }
static HRESULT WINAPI subscribe(void *self, void *handler, int64_t *token) { (void)self; (void)handler; *token = 1; return S_OK; }
static HRESULT WINAPI unsubscribe(void *self, int64_t token) { (void)self; (void)token; return S_OK; }
static HRESULT WINAPI hand(void *self, int32_t *value) { (void)self; *value = 1; return S_OK; }
static HRESULT WINAPI size(void *self, Size *value) { (void)self; value->Width = value->Height = 16; return S_OK; }
static HRESULT WINAPI number(void *self, uint32_t *value) { (void)self; *value = 500; return S_OK; }
static HRESULT WINAPI flag(void *self, boolean *value) { (void)self; *value = 1; return S_OK; }
static HRESULT WINAPI scale(void *self, double *value) { (void)self; *value = 1.0; return S_OK; }

#define INSPECTABLE (void *)query, (void *)ref, (void *)ref, (void *)iids, (void *)class_name, (void *)trust
static void *const factory_vtbl[] = {INSPECTABLE, (void *)activate};
static void *const settings_vtbl[] = {
    INSPECTABLE, (void *)hand, (void *)size, (void *)size, (void *)size, (void *)size,
    (void *)number, (void *)flag, (void *)flag, (void *)number, (void *)number, (void *)number,
    (void *)number, (void *)element_color};
static void *const settings2_vtbl[] = {INSPECTABLE, (void *)scale, (void *)subscribe, (void *)unsubscribe};
static void *const settings3_vtbl[] = {INSPECTABLE, (void *)color_value, (void *)subscribe, (void *)unsubscribe};

__declspec(dllexport) HRESULT WINAPI DllGetActivationFactory(void *class_id, void **factory)
{
    (void)class_id;
    object.factory = factory_vtbl;
    object.settings = settings_vtbl;
    object.settings2 = settings2_vtbl;
    object.settings3 = settings3_vtbl;
    *factory = &object.factory;
    return S_OK;
}

__declspec(dllexport) HRESULT WINAPI DllCanUnloadNow(void) { return S_FALSE; }
