#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

// core/ links Qt6::Core only: no file under core/ may include a QtGui, QtWidgets (or other GUI module)
// header. And core/ is layered by folder: a file includes headers of its own folder and of the folders below
// it in GP_CORE_LAYERS (core/CMakeLists.txt) only, so that the data flows one way (docs/architecture.md).
class TestCoreLayering : public QObject
{
    Q_OBJECT

private:
    static QStringList offendingIncludes(const QString& text)
    {
        static const QRegularExpression include(u"^\\s*#\\s*include\\s*[<\"]([^>\"]+)[>\"]"_s,
                                                QRegularExpression::MultilineOption);
        static const QRegularExpression guiModule(
            u"^(QtGui|QtWidgets|QtCharts|QtSvg|QtPrintSupport|QtSvgWidgets|QtOpenGL|QtQuick)(/|$)"_s);
        static const QStringList guiClasses{
            u"QApplication"_s, u"QGuiApplication"_s, u"QWidget"_s,      u"QMainWindow"_s,
            u"QColor"_s,       u"QFont"_s,           u"QFontMetrics"_s, u"QImage"_s,
            u"QPixmap"_s,      u"QIcon"_s,           u"QPainter"_s,     u"QPalette"_s,
            u"QPdfWriter"_s,   u"QTextDocument"_s,   u"QClipboard"_s,   u"QStandardItemModel"_s,
            u"QAction"_s,      u"QUndoStack"_s,      u"QChart"_s,       u"QPrinter"_s};
        QStringList bad;
        auto it = include.globalMatch(text);
        while (it.hasNext()) {
            const QString header = it.next().captured(1);
            if (guiModule.match(header).hasMatch() || guiClasses.contains(header))
                bad << header;
        }
        return bad;
    }

    // The folders of core/ from the bottom: each may use the ones before it.
    static QStringList layers()
    {
        QFile f(QStringLiteral(GP_SOURCE_DIR) + u"/core/CMakeLists.txt"_s);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        static const QRegularExpression set(u"set\\(GP_CORE_LAYERS ([a-z ]+)\\)"_s);
        return set.match(QString::fromUtf8(f.readAll())).captured(1).split(u' ', Qt::SkipEmptyParts);
    }

    // "header.h" -> the folder of core/ that holds it (empty when it is not a core header).
    static QMap<QString, QString> folderOfHeader(const QStringList& folders)
    {
        QMap<QString, QString> out;
        for (const QString& folder : folders) {
            QDirIterator it(QStringLiteral(GP_SOURCE_DIR) + u"/core/"_s + folder, {u"*.h"_s}, QDir::Files);
            while (it.hasNext())
                out.insert(QFileInfo(it.next()).fileName(), folder);
        }
        return out;
    }

private Q_SLOTS:
    void detectsGuiIncludes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("offences");
        QTest::newRow("a module-qualified QtGui header") << u"#include <QtGui/QColor>\n"_s << 1;
        QTest::newRow("a bare widget class header") << u"#  include <QWidget>\n"_s << 1;
        QTest::newRow("an application object") << u"#include \"QApplication\"\n"_s << 1;
        QTest::newRow("QtCore headers are fine") << u"#include <QString>\n#include <QtCore/QDate>\n"_s << 0;
        QTest::newRow("project headers are fine") << u"#include \"catalog.h\"\n"_s << 0;
    }
    void detectsGuiIncludes()
    {
        QFETCH(QString, text);
        QFETCH(int, offences);
        QCOMPARE(offendingIncludes(text).size(), offences);
    }

    void coreIncludesNoGuiHeaders()
    {
        const QString coreDir = QStringLiteral(GP_SOURCE_DIR) + u"/core"_s;
        QDirIterator it(coreDir, {u"*.h"_s, u"*.cpp"_s, u"*.hpp"_s, u"*.txt"_s}, QDir::Files,
                        QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            ++files;
            if (path.endsWith(u"CMakeLists.txt"_s)) {
                static const QRegularExpression guiLink(u"Qt6::(Gui|Widgets|Charts|Svg|PrintSupport)"_s);
                QVERIFY2(!guiLink.match(text).hasMatch(), qPrintable(path + u" links a GUI module"_s));
                continue;
            }
            const QStringList bad = offendingIncludes(text);
            QVERIFY2(bad.isEmpty(), qPrintable(path + u": "_s + bad.join(u", "_s)));
        }
        QVERIFY(files > 10);
    }

    void foldersIncludeOnlyTheLayersBelow()
    {
        const QStringList folders = layers();
        QVERIFY2(folders.size() >= 8, "GP_CORE_LAYERS not found in core/CMakeLists.txt");
        const QMap<QString, QString> owner = folderOfHeader(folders);
        static const QRegularExpression include(u"^\\s*#\\s*include\\s*\"([^\"]+)\""_s,
                                                QRegularExpression::MultilineOption);
        int checked = 0;
        for (qsizetype level = 0; level < folders.size(); ++level) {
            const QString& folder = folders[level];
            QDirIterator it(QStringLiteral(GP_SOURCE_DIR) + u"/core/"_s + folder, {u"*.h"_s, u"*.cpp"_s},
                            QDir::Files);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadOnly));
                auto m = include.globalMatch(QString::fromUtf8(f.readAll()));
                while (m.hasNext()) {
                    const QString header = m.next().captured(1);
                    const QString target = owner.value(header);
                    if (target.isEmpty())
                        continue; // generated or third-party
                    ++checked;
                    QVERIFY2(folders.indexOf(target) <= level,
                             qPrintable(u"%1 (%2) includes %3 from %4, a layer above it"_s.arg(
                                 QFileInfo(path).fileName(), folder, header, target)));
                }
            }
        }
        QVERIFY(checked > 100);
        // Every core source lives in one of the layers.
        QDirIterator top(QStringLiteral(GP_SOURCE_DIR) + u"/core"_s, {u"*.h"_s, u"*.cpp"_s}, QDir::Files);
        QVERIFY2(!top.hasNext(),
                 qPrintable(u"a source outside the layers: "_s + (top.hasNext() ? top.next() : QString())));
    }
};

QTEST_GUILESS_MAIN(TestCoreLayering)
#include "tst_corelayering.moc"
