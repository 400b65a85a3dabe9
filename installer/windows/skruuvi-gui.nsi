; The Windows installer of Korttipöytä: per user, no administrator rights, in English, Finnish
; and Norwegian Bokmål. scripts/build_windows.sh compiles it with Linux makensis:
;
;   makensis -INPUTCHARSET UTF8 -DVERSION=0.1.0 -DAPPDIR=dist/skruuvi-gui \
;     -DICON=build/installer/stage/skruuvi-gui.ico -DOUTFILE=dist/...-setup.exe skruuvi-gui.nsi
;
; The program folder holds the program only: the player's saves, library, statistics and
; settings live in AppData (platformdirs), so an upgrade replaces the folder's files and an
; uninstall removes the folder whole, and neither touches the player's data.

!ifndef VERSION | APPDIR | ICON | OUTFILE
  !error "VERSION, APPDIR, ICON and OUTFILE are defined by scripts/build_windows.sh"
!endif

Unicode true
Target amd64-unicode ; 64-bit like the program (and Wine's wine64 runs it without 32-bit parts)
SetCompressor /SOLID lzma
ManifestDPIAware true

!define PRODUCT "Korttipöytä"
!define EXE "skruuvi-gui.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Korttipoyta"
; Record files (exported games) open in the program with a double-click.
!define RECORD_EXTENSION ".korttipoyta"
!define RECORD_TYPE "Korttipoyta.Record"
!define SHORTCUT "$SMPROGRAMS\${PRODUCT}.lnk"

Name "${PRODUCT}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${PRODUCT}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${PRODUCT} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${PRODUCT}"
VIAddVersionKey /LANG=0 "FileDescription" "${PRODUCT} ${VERSION} setup"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "LegalCopyright" "GPL-3.0-or-later"

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
; The language chooser starts on the system's language and remembers the choice for the
; uninstaller.
!define MUI_LANGDLL_ALLLANGUAGES
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!insertmacro MUI_PAGE_FINISH

!define MUI_UNCONFIRMPAGE_TEXT_TOP "$(KeptData)"
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Finnish"
!insertmacro MUI_LANGUAGE "Norwegian"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString KeptData ${LANG_ENGLISH} "${PRODUCT} will be removed from this computer. Your saved games, game library, statistics and settings stay: install ${PRODUCT} again and they are all there."
LangString KeptData ${LANG_FINNISH} "${PRODUCT} poistetaan tästä tietokoneesta. Tallennetut pelit, pelikirjasto, tilastot ja asetukset jäävät talteen: kun asennat Korttipöydän uudelleen, ne ovat kaikki tallella."
LangString KeptData ${LANG_NORWEGIAN} "${PRODUCT} fjernes fra denne datamaskinen. Lagrede spill, spillbiblioteket, statistikken og innstillingene tas vare på: installerer du ${PRODUCT} på nytt, er alt der som før."
LangString RecordType ${LANG_ENGLISH} "${PRODUCT} game record"
LangString RecordType ${LANG_FINNISH} "Korttipöydän pelitallenne"
LangString RecordType ${LANG_NORWEGIAN} "Spillopptak fra ${PRODUCT}"

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "${PRODUCT}"
  SetShellVarContext current
  ; An older version's program files go first (the player's data is not in this folder).
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  SetOutPath "$INSTDIR"
  File /r "${APPDIR}/*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortCut "${SHORTCUT}" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; The entry in Windows' list of installed apps.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PRODUCT}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0

  ; Record files open in the program, with its icon.
  WriteRegStr HKCU "Software\Classes\${RECORD_EXTENSION}" "" "${RECORD_TYPE}"
  WriteRegStr HKCU "Software\Classes\${RECORD_TYPE}" "" "$(RecordType)"
  WriteRegStr HKCU "Software\Classes\${RECORD_TYPE}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "Software\Classes\${RECORD_TYPE}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)' ; SHCNE_ASSOCCHANGED
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "${SHORTCUT}"
  RMDir /r "$INSTDIR"

  ; The association goes only while it is still this program's.
  ReadRegStr $0 HKCU "Software\Classes\${RECORD_EXTENSION}" ""
  StrCmp $0 "${RECORD_TYPE}" 0 +2
    DeleteRegKey HKCU "Software\Classes\${RECORD_EXTENSION}"
  DeleteRegKey HKCU "Software\Classes\${RECORD_TYPE}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
